-- Channels whose image is known to be missing: GET /media/channels/:id.jpg answers 404 for them and
-- the client shows its placeholder icon. Every other channel gets a generated avatar.
CREATE TABLE missing_channel_images (
  channel_id integer PRIMARY KEY REFERENCES channels (id) ON DELETE CASCADE
);
