"""Adopting an existing SDK: ``sdkgen adopt`` and ``sdkgen diff --surface``.

* :mod:`.pysource` - static reading of a package's modules (:mod:`ast`, never imported).
* :mod:`.model` - the inventory's dataclasses; :mod:`.inventory` builds it from a source tree
  (:mod:`.client_read`, :mod:`.resources_read` with ``api.md``, :mod:`.types_read`).
"""
