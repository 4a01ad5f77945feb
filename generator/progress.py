"""Progress of a long run on standard error: which stage the pipeline is in and how far.

A run that takes a few seconds prints nothing.  On a terminal a status line (stage, count and
a bar, rewritten in place and erased at the end) appears after :data:`TTY_AFTER` seconds
(:func:`click.progressbar` draws one bar for one iterable; the pipeline has several stages, some
without a count, and reports from inside them, hence this small class); elsewhere (CI logs, pipes) plain lines, one per stage,
appear once the run has taken :data:`PLAIN_AFTER` seconds, so that short runs and their error
messages stay exactly as they were.

The pipeline reports through :func:`current`; the CLI installs a :class:`Progress` with
:func:`use`.  Without one, reporting costs nothing.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

TTY_AFTER = 1.0
PLAIN_AFTER = 20.0
BAR_WIDTH = 24


class NullProgress:
    """Reports nothing (the default: library use, tests)."""

    def stage(self, name: str, total: int | None = None, detail: str = "") -> None:
        """Start stage ``name`` (``total`` items to go, or ``None``)."""

    def advance(self, n: int = 1) -> None:
        """``n`` more items of the current stage are done."""

    def close(self) -> None:
        """The run is over: erase the status line."""


class Progress(NullProgress):
    """Stage and count on ``stream``: a status line on a terminal, plain lines elsewhere.

    Args:
        stream: where to write (standard error).
        tty: whether ``stream`` is a terminal (default: ask it).
        clock: seconds, monotonic (tests pass their own).
    """

    def __init__(self, stream: TextIO | None = None, tty: bool | None = None, clock: object = None) -> None:
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty() if tty is None else tty
        self.clock = clock or time.monotonic
        self.start = self.clock()  # type: ignore[operator]
        self.name = ""
        self.detail = ""
        self.total: int | None = None
        self.done = 0
        self.drawn = 0.0
        self.line_shown = False
        self.pending: list[str] = []  # plain lines of stages begun before PLAIN_AFTER

    def _elapsed(self) -> float:
        return float(self.clock() - self.start)  # type: ignore[operator]

    def stage(self, name: str, total: int | None = None, detail: str = "") -> None:
        self.name, self.total, self.done, self.detail = name, total, 0, detail
        if self.tty:
            self._draw(force=True)
            return
        count = f" ({total} to do)" if total is not None else ""
        line = f"sdkgen: {name}{': ' + detail if detail else ''}{count} [{self._elapsed():.0f} s]"
        if self._elapsed() >= PLAIN_AFTER:
            self.stream.write(line + "\n")
            self.stream.flush()

    def advance(self, n: int = 1) -> None:
        self.done += n
        if self.tty:
            self._draw()
        elif self.total and self._elapsed() >= PLAIN_AFTER:
            # a line at each quarter of a long stage
            before, after = (self.done - n) * 4 // self.total, self.done * 4 // self.total
            if after > before and self.done < self.total:
                self.stream.write(f"sdkgen: {self.name}: {self.done}/{self.total} [{self._elapsed():.0f} s]\n")
                self.stream.flush()

    def _draw(self, force: bool = False) -> None:
        now = self._elapsed()
        if now < TTY_AFTER or (not force and now - self.drawn < 0.1):
            return
        self.drawn = now
        if self.total:
            filled = BAR_WIDTH * min(self.done, self.total) // self.total
            count = f" [{'#' * filled}{'-' * (BAR_WIDTH - filled)}] {self.done}/{self.total}"
        else:
            count = ""
        text = f"sdkgen: {self.name}{' ' + self.detail if self.detail else ''}{count} {now:.0f} s"
        self.stream.write("\r\x1b[K" + text)
        self.stream.flush()
        self.line_shown = True

    def close(self) -> None:
        if self.tty and self.line_shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.line_shown = False


_CURRENT: NullProgress = NullProgress()


def current() -> NullProgress:
    """The progress reporter of this run (a :class:`NullProgress` unless the CLI set one)."""
    return _CURRENT


def use(progress: NullProgress) -> None:
    """Make ``progress`` the reporter :func:`current` returns."""
    global _CURRENT
    _CURRENT = progress
