"""Stage 5, render: the IR -> the files of the client package (unformatted).

* :mod:`.filters` - Jinja filters that keep spec text inert.
* :mod:`.environment` - built-in and user templates, template errors with file and line.
* :mod:`.views` - small values computed from the IR for one template.
* :mod:`.package` - which template makes which file (:func:`render_package`).
* :mod:`.models` - the pydantic models module: the IR's models rendered by datamodel-code-generator's model classes.

Identifiers come from :mod:`generator.names`, which only ever produces
``[A-Za-z_][A-Za-z0-9_]*``.
"""

from .filters import docstring
from .package import header_text, models_path, render_package

__all__ = ["docstring", "header_text", "models_path", "render_package"]
