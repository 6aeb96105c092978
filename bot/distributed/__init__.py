"""Scale-out on Celery workers."""
