"""The accounting tools the export tests run: hledger (Debian's ``hledger``) and bean-check (the
``beancount`` package of the ``test`` extra).

Without a tool its tests are skipped, saying which tool and how to install it; with
``AIRBANKER_TEST_TOOLS=required`` (as ``.ci/run`` sets, after installing them) a missing tool
fails the test instead, so that CI can never pass by skipping them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REQUIRED_VARIABLE = "AIRBANKER_TEST_TOOLS"


def required() -> bool:
    """Whether the tools must be there (``AIRBANKER_TEST_TOOLS=required``)."""
    return os.environ.get(REQUIRED_VARIABLE, "").strip().lower() == "required"


def _tool(name: str, install: str) -> str:
    """The path of ``name`` (the PATH, and the folder of this Python, where pip puts bean-check);
    skips the test without it, or fails it when the tools are required."""
    path = shutil.which(name, path=os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]))
    if path is None:
        message = f"{name} is not installed ({install})"
        if required():
            pytest.fail(f"{REQUIRED_VARIABLE}=required but {message}", pytrace=False)
        pytest.skip(message)
    return path


def hledger() -> str:
    """The ``hledger`` program (Debian: ``apt-get install hledger``)."""
    return _tool("hledger", "Debian: apt-get install hledger")


def bean_check() -> str:
    """The ``bean-check`` program (the ``beancount`` package, in the ``test`` extra)."""
    return _tool("bean-check", "pip install beancount, or the test extra: pip install '.[test]'")


def run(*command: str) -> subprocess.CompletedProcess[str]:
    """Run a tool; its exit status, output and errors are the caller's to read."""
    return subprocess.run(list(command), capture_output=True, text=True, check=False, timeout=120)
