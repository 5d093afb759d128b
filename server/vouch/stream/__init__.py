"""Transport of answer events: the WebSocket (``ws``) and the same events over SSE (``sse``), with resume."""
