"""WebSocket (and later SSE) transport of answer events."""
