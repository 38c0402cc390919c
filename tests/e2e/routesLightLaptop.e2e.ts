import { coversEveryRoute, everyRouteIn } from './support/everyRoute';

// Every route the client answers, in the light theme at 1280 px (support/everyRoute.ts says what each page is held to).
coversEveryRoute();
everyRouteIn('light', 1280);
