"""rq queues, job functions and the worker for high-stakes verification."""
