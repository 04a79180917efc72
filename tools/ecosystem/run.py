#!/usr/bin/env python3
"""minirt's npm ecosystem check.

Installs the pinned packages of packages.json (locked by package-lock.json) into a cache
folder outside the repo, runs one small script per package (scripts/) with minirt and
compares its stdout and exit code with what Node 26.10 printed (expected/).

    run.py install                     npm ci into the cache (skipped when already current)
    run.py lock                        re-resolve packages.json into package-lock.json
    run.py record --node NODE          write expected/ with Node 26.10
    run.py check --minirt MINIRT [--node NODE] [--strict] [--repeat N] [--only a,b]

The cache folder is $MINIRT_ECOSYSTEM_CACHE or ~/.cache/minirt-ecosystem. The scripts are
copied next to its node_modules before each run, so they resolve the packages the ordinary
way (walking up to node_modules), as an application would. Python standard library only.
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.join(HERE, "scripts")
EXPECTED = os.path.join(HERE, "expected")
KNOWN = os.path.join(HERE, "known-differences")
PACKAGES = os.path.join(HERE, "packages.json")
LOCK = os.path.join(HERE, "package-lock.json")
STAMP = ".minirt-ecosystem-stamp"
DEFAULT_TIMEOUT = 30.0
# The reference: expected/ is only written from this Node line.
REFERENCE_NODE = "v26.10."


def cache_dir(args):
    if getattr(args, "cache", None):
        return os.path.abspath(args.cache)
    env = os.environ.get("MINIRT_ECOSYSTEM_CACHE")
    if env:
        return os.path.abspath(env)
    return os.path.join(os.path.expanduser("~"), ".cache", "minirt-ecosystem")


def npm_flags():
    # No audit/fund chatter, no install scripts (none of the pinned packages needs one),
    # and a lockfile without registry URLs so the committed file names no host.
    return ["--no-audit", "--no-fund", "--ignore-scripts", "--omit-lockfile-registry-resolved"]


def input_hash():
    h = hashlib.sha256()
    for p in (PACKAGES, LOCK):
        if os.path.exists(p):
            with open(p, "rb") as f:
                h.update(f.read())
    return h.hexdigest()


def die(msg):
    print("run.py: " + msg, file=sys.stderr)
    sys.exit(2)


def cmd_install(args):
    cache = cache_dir(args)
    os.makedirs(cache, exist_ok=True)
    stamp = os.path.join(cache, STAMP)
    want = input_hash()
    if not args.force and os.path.exists(stamp) and os.path.isdir(os.path.join(cache, "node_modules")):
        with open(stamp) as f:
            if f.read().strip() == want:
                print("install: %s is current" % cache)
                return 0
    if not os.path.exists(LOCK):
        die("package-lock.json is missing; run `run.py lock` first")
    shutil.copyfile(PACKAGES, os.path.join(cache, "package.json"))
    shutil.copyfile(LOCK, os.path.join(cache, "package-lock.json"))
    if os.path.exists(stamp):
        os.unlink(stamp)
    t0 = time.perf_counter()
    rc = subprocess.call(["npm", "ci"] + npm_flags(), cwd=cache)
    if rc != 0:
        die("npm ci failed with exit code %d" % rc)
    with open(stamp, "w") as f:
        f.write(want + "\n")
    print("install: %s ready in %.1f s" % (cache, time.perf_counter() - t0))
    return 0


def cmd_lock(args):
    with tempfile.TemporaryDirectory(prefix="minirt-ecosystem-lock-") as tmp:
        shutil.copyfile(PACKAGES, os.path.join(tmp, "package.json"))
        rc = subprocess.call(["npm", "install", "--package-lock-only"] + npm_flags(), cwd=tmp)
        if rc != 0:
            die("npm install --package-lock-only failed with exit code %d" % rc)
        shutil.copyfile(os.path.join(tmp, "package-lock.json"), LOCK)
    print("lock: wrote %s" % os.path.relpath(LOCK))
    return 0


def ensure_installed(cache):
    stamp = os.path.join(cache, STAMP)
    ok = False
    if os.path.exists(stamp):
        with open(stamp) as f:
            ok = f.read().strip() == input_hash()
    if not ok:
        die("the packages in %s are missing or stale; run `%s install` first" % (cache, sys.argv[0]))


def list_scripts(only):
    names = {}
    for f in sorted(os.listdir(SCRIPTS)):
        stem, ext = os.path.splitext(f)
        if ext in (".js", ".mjs", ".cjs"):
            if stem in names:
                die("two scripts are named %s" % stem)
            names[stem] = f
    if only:
        want = [n for n in only.split(",") if n]
        missing = [n for n in want if n not in names]
        if missing:
            die("no such script: " + ", ".join(missing))
        names = {n: names[n] for n in want}
    return names


def stage_scripts(cache):
    """Copies scripts/ to <cache>/scripts so they find <cache>/node_modules by the normal
    lookup; a fresh copy each run so no stale file lingers."""
    dest = os.path.join(cache, "scripts")
    if os.path.isdir(dest):
        shutil.rmtree(dest)
    shutil.copytree(SCRIPTS, dest)
    return dest


def clean_env():
    env = {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": os.path.expanduser("~"),
        "TZ": "UTC",
        "LANG": "C",
        "LC_ALL": "C",
        # Fixed, and 0 so console.log prints plain text; scripts that test colour ask for a
        # level themselves (chalk's `new Chalk({level})`, picocolors' createColors).
        "FORCE_COLOR": "0",
    }
    # minirt's own switches (e.g. MINIRT_JS_LIB_DIR) pass through; nothing else does.
    for k, v in os.environ.items():
        if k.startswith("MINIRT_") and k != "MINIRT_ECOSYSTEM_CACHE":
            env[k] = v
    return env


def run_one(binary, script_dir, filename, timeout):
    """Returns (transcript, stderr, seconds). The transcript is stdout plus a last line
    with the exit code (or the timeout), which is what expected/ records."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        [binary, filename],
        cwd=script_dir,
        env=clean_env(),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        out, err = proc.communicate(timeout=timeout)
        status = "[exit code %d]" % proc.returncode
        if proc.returncode < 0:
            status = "[killed by signal %d]" % -proc.returncode
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = proc.communicate()
        status = "[timed out after %g s]" % timeout
    secs = time.perf_counter() - t0
    text = out.decode("utf-8", "backslashreplace")
    if text and not text.endswith("\n"):
        text += "\n[no newline at end of output]\n"
    return text + status + "\n", err.decode("utf-8", "backslashreplace"), secs


def first_difference(expected, actual):
    e, a = expected.split("\n"), actual.split("\n")
    for i in range(max(len(e), len(a))):
        x = e[i] if i < len(e) else "<end of output>"
        y = a[i] if i < len(a) else "<end of output>"
        if x != y:
            return i + 1, x, y
    return None


ERROR_LINE = re.compile(r"^\s*(Uncaught\s+)?([A-Za-z_$][\w$.]*)?(Error|Exception)\b.*|^\s*error:.*", re.I)


def error_line(stderr):
    """The line of stderr that names the failure: the first `XxxError: message` line, else
    the first non-empty line. When the error output shows the source line with a caret, the
    code at the caret follows, since engine messages such as "not a callable function" do
    not name the callee."""
    lines = [l for l in stderr.split("\n") if l.strip()]
    found = None
    for l in lines:
        if ERROR_LINE.match(l) and not l.lstrip().startswith("at "):
            found = l.strip()
            break
    if found is None:
        return lines[0].strip() if lines else ""
    for i, l in enumerate(lines[1:], 1):
        if l.strip() == "^" and i >= 1:
            col = l.index("^")
            src = lines[i - 1]
            start = max(0, src.rfind(" ", 0, max(0, col - 30)) + 1)
            found += "  [at: %s]" % src[start : col + 30].strip()
            break
    return found


def clip(s, n=160):
    return s if len(s) <= n else s[: n - 3] + "..."


def node_version(binary):
    try:
        return subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=30).stdout.strip()
    except OSError as e:
        die("cannot run %s: %s" % (binary, e))


def cmd_record(args):
    cache = cache_dir(args)
    ensure_installed(cache)
    version = node_version(args.node)
    if not version.startswith(REFERENCE_NODE) and not args.force:
        die("%s is %s; expected/ is recorded from Node %sx (--force to override)" % (args.node, version, REFERENCE_NODE))
    names = list_scripts(args.only)
    script_dir = stage_scripts(cache)
    os.makedirs(EXPECTED, exist_ok=True)
    unstable = 0
    for name, filename in names.items():
        first, err, secs = run_one(args.node, script_dir, filename, args.timeout)
        second, _, _ = run_one(args.node, script_dir, filename, args.timeout)
        note = ""
        if first != second:
            unstable += 1
            d = first_difference(first, second)
            note = "  NOT DETERMINISTIC at line %d: %r vs %r" % d
        if not first.endswith("[exit code 0]\n"):
            note += "  (%s; %s)" % (first.rstrip().split("\n")[-1], clip(error_line(err)))
        with open(os.path.join(EXPECTED, name + ".out"), "w") as f:
            f.write(first)
        print("%-20s recorded %.2f s%s" % (name, secs, note))
    print("recorded %d scripts with %s" % (len(names), version))
    return 1 if unstable else 0


def read_known():
    known = {}
    if os.path.exists(KNOWN):
        with open(KNOWN) as f:
            for line in f:
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                name, _, reason = line.partition(" ")
                known[name] = reason.strip()
    return known


def cmd_check(args):
    cache = cache_dir(args)
    ensure_installed(cache)
    names = list_scripts(args.only)
    script_dir = stage_scripts(cache)
    known = read_known()
    repeat = max(1, args.repeat)
    identical = 0
    unexpected, fixed = [], []
    ratios, ratios_identical = [], []
    total_minirt = total_node = 0.0
    t_start = time.perf_counter()
    for name, filename in names.items():
        path = os.path.join(EXPECTED, name + ".out")
        if not os.path.exists(path):
            die("expected/%s.out is missing; run `run.py record` first" % name)
        with open(path) as f:
            expected = f.read()
        actual, err, secs = run_one(args.minirt, script_dir, filename, args.timeout)
        times = [secs] + [run_one(args.minirt, script_dir, filename, args.timeout)[2] for _ in range(repeat - 1)]
        m = statistics.median(times)
        total_minirt += m
        same = actual == expected
        if same:
            identical += 1
            verdict = "identical"
            if name in known:
                fixed.append(name)
        else:
            line, x, y = first_difference(expected, actual)
            verdict = "differs: line %d: expected %r, got %r" % (line, clip(x, 80), clip(y, 80))
            if name not in known:
                unexpected.append(name)
        timing = ""
        if args.node:
            nt = statistics.median(
                [run_one(args.node, script_dir, filename, args.timeout)[2] for _ in range(repeat)]
            )
            total_node += nt
            ratio = m / nt if nt > 0 else float("inf")
            ratios.append(ratio)
            if same:
                ratios_identical.append(ratio)
            timing = "  [minirt %.2f s, node %.2f s, x%.1f]" % (m, nt, ratio)
        elif args.times:
            timing = "  [minirt %.2f s]" % m
        print("%-20s %s%s" % (name, verdict, timing))
        if not same:
            reason = error_line(err)
            if args.verbose:
                for l in [l for l in err.split("\n") if l.strip()][:20]:
                    print("%-20s   | %s" % ("", clip(l, 200)))
            elif reason:
                print("%-20s   stderr: %s" % ("", clip(reason, 200)))
        if args.save:
            os.makedirs(args.save, exist_ok=True)
            with open(os.path.join(args.save, name + ".out"), "w") as f:
                f.write(actual)
            with open(os.path.join(args.save, name + ".err"), "w") as f:
                f.write(err)
        sys.stdout.flush()
    total = len(names)
    print("%d/%d identical" % (identical, total))
    if args.node and ratios:
        print(
            "time minirt/node: median x%.1f over all %d scripts, x%.1f over the %d identical ones; "
            "sums %.1f s / %.1f s"
            % (
                statistics.median(ratios),
                len(ratios),
                statistics.median(ratios_identical) if ratios_identical else float("nan"),
                len(ratios_identical),
                total_minirt,
                total_node,
            )
        )
    print("check took %.1f s" % (time.perf_counter() - t_start))
    status = 0
    if args.strict:
        stale = [n for n in known if n not in list_scripts(None)]
        for n in unexpected:
            print("strict: %s differs but is not listed in known-differences" % n)
        for n in fixed:
            print("strict: %s now matches Node; remove it from known-differences" % n)
        for n in stale:
            print("strict: known-differences lists %s, which has no script" % n)
        if unexpected or fixed or stale:
            status = 1
    return status


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cache", help="cache folder (default $MINIRT_ECOSYSTEM_CACHE or ~/.cache/minirt-ecosystem)")
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("install", help="npm ci the pinned packages into the cache folder")
    p.add_argument("--force", action="store_true", help="reinstall even if the cache is current")
    sub.add_parser("lock", help="re-resolve packages.json into package-lock.json (uses the registry)")
    p = sub.add_parser("record", help="write expected/ from Node 26.10")
    p.add_argument("--node", required=True)
    p.add_argument("--only", help="comma-separated script names")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT)
    p.add_argument("--force", action="store_true", help="record with a node other than 26.10")
    p = sub.add_parser("check", help="run the scripts with minirt and compare with expected/")
    p.add_argument("--minirt", required=True)
    p.add_argument("--node", help="also time each script with this node and print the ratio")
    p.add_argument("--strict", action="store_true", help="exit 1 when the differences are not exactly known-differences")
    p.add_argument("--repeat", type=int, default=1, help="runs per script for the timing median (default 1)")
    p.add_argument("--times", action="store_true", help="print minirt's time per script")
    p.add_argument("--only", help="comma-separated script names")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT)
    p.add_argument("-v", "--verbose", action="store_true", help="print the first 20 stderr lines of each differing script")
    p.add_argument("--save", metavar="DIR", help="write each script's stdout transcript and stderr to DIR")
    args = ap.parse_args()
    for attr in ("node", "minirt"):
        v = getattr(args, attr, None)
        if v:
            found = shutil.which(v)
            if not found:
                die("%s not found: %s" % (attr, v))
            setattr(args, attr, os.path.abspath(found))
    return {"install": cmd_install, "lock": cmd_lock, "record": cmd_record, "check": cmd_check}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
