import { everyRouteIn } from './support/everyRoute';

// Every route the client answers, in the dark theme at 390 px (support/everyRoute.ts says what each page is held to).
everyRouteIn('dark', 390);
