"""``described`` (generator/render/filters.py), the one-line documentation of an argument or a
field: the sentences it adds after the spec's description (the type note, the default, the
deprecation) follow a full stop, not the description's last word (the fresh-user review found
``...for API compatibility Default: 0.``)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from generator.render.filters import described


@pytest.mark.parametrize(
    ("description", "expected"),
    [
        ("Accepted for compatibility", "Accepted for compatibility. Default: 0."),
        ("Ends with a stop.", "Ends with a stop. Default: 0."),
        ("Is it?", "Is it? Default: 0."),
        ("  spaced\n text  ", "spaced text. Default: 0."),
        ("", "Default: 0."),
    ],
)
def test_the_default_follows_a_full_stop(description: str, expected: str) -> None:
    assert described(SimpleNamespace(description=description, default_repr="0")) == expected


def test_a_description_alone_is_left_as_written() -> None:
    assert described(SimpleNamespace(description="No stop here")) == "No stop here"
    assert described(SimpleNamespace(description="Old", deprecated=True, sunset="2025-06-30")) == "Old. Deprecated (sunset: 2025-06-30)."
