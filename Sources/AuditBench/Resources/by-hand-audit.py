"""The check a user would write by hand instead of `audit`, which `make bench` times beside it.

The entries of the mapping files (`*.txt` in a directory, `#` comments, `!` exclusions) that are not
identifiers of the vocabulary, each with difflib's closest identifiers: a set difference plus difflib.

    /usr/bin/python3 by-hand-audit.py VOCABULARY MAPPING_DIRECTORY
"""
import difflib
import pathlib
import sys

vocabulary_path, mapping_directory = sys.argv[1], sys.argv[2]
identifiers = [line.strip() for line in open(vocabulary_path, encoding="utf-8") if line.strip() and not line.startswith("#")]
known = set(identifiers)

dead = 0
for path in sorted(pathlib.Path(mapping_directory).glob("*.txt")):
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        entry = line.split("#", 1)[0].strip().lstrip("!")
        if entry and entry not in known:
            dead += 1
            close = difflib.get_close_matches(entry, identifiers, n=3)
            print(f"{path}:{number}: {entry!r} is not an identifier; did you mean {', '.join(close) or 'nothing'}?")
print(f"{dead} dead entries")
