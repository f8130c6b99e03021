"""Where many independent tasks run: in this process, in local worker processes, or on Ray.

The simulator hands a backend a module-level function and a list of task arguments; the backend
runs them wherever it runs them and yields ``(task index, result)`` as each one finishes, so the
caller can stream progress. :func:`run_in_order` gives the results back in task order, so what
the caller computes from them never depends on the backend or on the number of workers.

Backends (``open_backend(name, workers, address)``):

- ``local``: ``workers`` processes on this machine (:class:`concurrent.futures.ProcessPoolExecutor`
  started with ``forkserver`` where the platform has it, else ``spawn``: never ``fork``, which
  would copy the caller's threads, such as a progress bar's). ``workers == 1`` runs the tasks in
  this process, one after another.
- ``ray``: a Ray cluster (the ``ray`` extra). Without ``address`` a private local Ray instance
  with ``workers`` CPUs is started and shut down at the end; with one, the driver connects to
  that cluster and ships the ``fengsheng`` package to it (``runtime_env`` ``py_modules``).

Ray is imported only when the ``ray`` backend is opened, so the other commands do not pay for it.
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import socket
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

BACKENDS = ("local", "ray")


def default_workers() -> int:
    """The number of CPU cores this process may run on (at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:      # not on Linux
        return max(1, os.cpu_count() or 1)


def _check_workers(workers: int) -> int:
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError(f"workers must be a positive integer, got {workers!r}")
    return workers


class Backend:
    """Runs tasks; a context manager that releases its workers on exit.

    ``workers`` is how many tasks may run at once (callers size their tasks by it)."""
    name = ""
    workers = 1

    def unordered(self, fn: Callable[[Any], Any], tasks: Sequence) -> Iterator[tuple[int, Any]]:
        """Yield ``(i, fn(tasks[i]))`` for every task, in the order they finish.

        An exception raised by a task is raised here (the remaining tasks are cancelled)."""
        raise NotImplementedError

    def close(self) -> None:
        """Release the workers (idempotent)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class InlineBackend(Backend):
    """Runs every task in this process, in order (``local`` with one worker)."""
    name = "local"

    def unordered(self, fn, tasks):
        for i, task in enumerate(tasks):
            yield i, fn(task)


class LocalBackend(Backend):
    """``workers`` local processes (started lazily, on the first task)."""
    name = "local"

    def __init__(self, workers: int):
        self.workers = _check_workers(workers)
        if "forkserver" in multiprocessing.get_all_start_methods():
            self._context = multiprocessing.get_context("forkserver")
            # Workers fork from a server that has imported the package once.
            self._context.set_forkserver_preload(["fengsheng.simulate"])
        else:
            self._context = multiprocessing.get_context("spawn")
        self._pool: ProcessPoolExecutor | None = None

    def unordered(self, fn, tasks):
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self.workers, mp_context=self._context)
        futures = {self._pool.submit(fn, task): i for i, task in enumerate(tasks)}
        try:
            pending = set(futures)
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in sorted(done, key=futures.__getitem__):
                    yield futures[future], future.result()
        finally:
            for future in futures:
                future.cancel()

    def close(self):
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None


def _import_ray():
    try:
        import ray
    except ImportError as e:
        raise ImportError("the ray backend needs Ray: pip install 'fengsheng[ray]' "
                          f"({e})") from e
    return ray


def _check_reachable(address: str, timeout: float = 5.0) -> None:
    """Raise ConnectionError if nothing listens at a ``host:port`` address (Ray itself would
    retry for minutes); other forms (``auto``, ``ray://…``) are left to Ray."""
    host, sep, port = address.rpartition(":")
    if not sep or not port.isdigit() or "/" in address:
        return
    try:
        socket.create_connection((host, int(port)), timeout=timeout).close()
    except OSError as e:
        raise ConnectionError(f"no Ray cluster answers at {address} ({e})") from None


class RayBackend(Backend):
    """Tasks as Ray remote functions, on a local Ray instance or the cluster at ``address``.

    If this process has already initialised Ray, that session is used as it is (``address``
    and ``workers`` do not change it) and left running on close."""
    name = "ray"

    def __init__(self, workers: int | None = None, address: str | None = None):
        self._ray = ray = _import_ray()
        self._owner = not ray.is_initialized()
        if self._owner:
            # No usage report home unless the user asked for it.
            os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
            quiet = dict(include_dashboard=False, logging_level=logging.ERROR,
                         log_to_driver=False)
            if address:
                _check_reachable(address)
                import fengsheng
                ray.init(address=address, runtime_env={
                    "py_modules": [str(Path(fengsheng.__file__).parent)]}, **quiet)
            else:
                # "local": a new private instance, even if `ray start` left one running here.
                ray.init(address="local", num_cpus=_check_workers(workers or default_workers()),
                         **quiet)
        if workers is None:
            workers = int(ray.cluster_resources().get("CPU", 1)) or 1
        self.workers = _check_workers(workers)
        self._remotes: dict = {}

    def unordered(self, fn, tasks):
        ray = self._ray
        remote = self._remotes.get(fn)
        if remote is None:
            remote = self._remotes[fn] = ray.remote(fn)
        refs = {remote.remote(task): i for i, task in enumerate(tasks)}
        pending = list(refs)
        try:
            while pending:
                done, pending = ray.wait(pending, num_returns=1)
                for ref in done:
                    yield refs[ref], ray.get(ref)
        finally:
            # Only what has not finished: cancelling a finished task trips a check in Ray.
            for ref in pending:
                ray.cancel(ref)

    def close(self):
        if self._owner and self._ray.is_initialized():
            self._ray.shutdown()
        self._owner = False


def open_backend(name: str = "local", workers: int | None = None,
                 address: str | None = None) -> Backend:
    """A backend by name (one of :data:`BACKENDS`); use it as a context manager.

    ``workers`` defaults to :func:`default_workers` (for ``ray`` with ``address``: the cluster's
    CPUs). ``address`` is only for ``ray``. Raises ValueError for an unknown name, a bad worker
    count or an address given to ``local``; ImportError (naming the extra to install) when the
    ``ray`` backend is asked for and Ray is not installed."""
    if name == "local":
        if address:
            raise ValueError("an address is only for the ray backend")
        workers = _check_workers(default_workers() if workers is None else workers)
        return InlineBackend() if workers == 1 else LocalBackend(workers)
    if name == "ray":
        if workers is not None:
            _check_workers(workers)
        return RayBackend(workers, address)
    raise ValueError(f"unknown backend {name!r}; choose one of {', '.join(BACKENDS)}")


def run_in_order(backend: Backend, fn: Callable[[Any], Any], tasks: Sequence,
                 progress: Callable[[int, Any], None] | None = None) -> list:
    """``[fn(t) for t in tasks]`` run on ``backend``; ``progress(i, result)`` is called as each
    task finishes (in finishing order), the list comes back in task order."""
    results: list = [None] * len(tasks)
    for i, result in backend.unordered(fn, tasks):
        results[i] = result
        if progress:
            progress(i, result)
    return results
