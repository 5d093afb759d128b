#!/usr/bin/env bash
# Creates .venv and installs Vouch with exact versions from constraints.txt. Quick when nothing changed:
# the install is skipped while pyproject.toml and constraints.txt hash the same as at the last install.
# Wheels come from pip's own cache (~/.cache/pip), outside the checkout, so a fresh clone reinstalls fast.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

bash infra/system-deps.sh

python="${VOUCH_PYTHON:-python3.11}"
command -v "$python" >/dev/null 2>&1 || python=python3
if ! "$python" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))'; then
  echo "infra: Vouch needs Python 3.11; $python is $("$python" --version 2>&1)" >&2
  exit 1
fi

# A .venv left half-made by an interrupted run (python there, pip not) is made again, not used.
if [ -d .venv ] && ! .venv/bin/python -m pip --version >/dev/null 2>&1; then
  echo "infra: .venv is incomplete (an earlier run was interrupted); making it again"
  rm -rf .venv
fi
if [ ! -x .venv/bin/python ]; then
  echo "infra: creating .venv"
  "$python" -m venv .venv
fi

stamp=".venv/.vouch-installed"
want="$(cat pyproject.toml constraints.txt | sha256sum | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "infra: installing Python dependencies (pinned by constraints.txt)"
  .venv/bin/python -m pip install --quiet -c constraints.txt -e ".[dev]"
  echo "$want" > "$stamp"
fi
