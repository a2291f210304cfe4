"""The test session's set-up, for the tests, the doctests and the notebooks alike.

The quiz's cache (:mod:`magictutor.teaching.quiz_cache`) goes in a folder of this session's
own, so the suite neither reads nor leaves entries in the user's cache, and the bank is worked
out here once (the notebooks' kernels inherit the folder and read what the tests kept).
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

if "MAGICTUTOR_CACHE" not in os.environ:
    _FOLDER = tempfile.mkdtemp(prefix="magictutor-test-cache-")
    os.environ["MAGICTUTOR_CACHE"] = _FOLDER
    atexit.register(shutil.rmtree, _FOLDER, True)
