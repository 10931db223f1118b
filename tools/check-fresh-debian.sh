#!/usr/bin/env bash
# Runs one of the README's two commands the way a new user meets it: on a bare Debian bookworm.
#
#   tools/check-fresh-debian.sh [test|serve] [--keep] [--reuse] [--port N]
#
#   test (default)  ./wrenchlab test in the fresh root; passes when it exits 0 (every suite passed).
#   serve           ./wrenchlab serve --port N in the fresh root; waits for the server, then requests the
#                   page and every file of the built app (build/web/dist: app.js, app.wasm, app.data, ...)
#                   from this machine, checks the status (200), the wasm's MIME type and that the bytes
#                   equal the built files; stops the server.
#   --keep          leave the root in place afterwards (to look around: chroot build/fresh-debian/test/root)
#   --reuse         start from the root an earlier --keep run left (and keep it), skipping debootstrap and
#                   the package installs; the clone is made anew (not a fresh machine any more: only for
#                   iterating on a failure)
#   --port N        the port for serve (default: the first free one from 8000 on)
#
# What it does, as root (it must run as root; debootstrap and curl are installed with apt-get if missing):
#   1. debootstrap --variant=minbase bookworm into build/fresh-debian/<command>/root (git-ignored; test and
#      serve have a root each, so both can run at once), with the package
#      sources written as docker's debian:bookworm image has them (debian.sources: bookworm,
#      bookworm-updates, bookworm-security; no deb-src).
#   2. gives the root this machine's way out: the local certificate authorities of
#      /usr/local/share/ca-certificates (the registries are reached through a proxy that re-signs TLS;
#      without its CA npm answers SELF_SIGNED_CERT_IN_CHAIN) made trusted there with ca-certificates'
#      update-ca-certificates, apt's proxy settings and the http(s)_proxy variables, if any are set.
#   3. installs git, as the user who then clones (ca-certificates comes with step 2; nothing else).
#   4. clones the committed HEAD of the repository this script is in (not the working tree: commit
#      first) into /root/wrenchlab with the root's git, from a git bundle.
#   5. runs the command in a chroot with /proc, /sys, /dev, /dev/pts and /dev/shm (Chromium needs it)
#      mounted, with a clean environment (PATH, HOME and the proxy variables only), logging to
#      build/fresh-debian/<command>.log; unmounts on exit whatever happens (trap) and removes the root
#      unless --keep.
#   6. prints one line: "check-fresh-debian: PASS|FAIL <command> ..." with the commit and the time taken.
#
# How long, on 2 cores shared with other work (measured 2026-11-25, load average 10-15): debootstrap
# about 5 min alone (it fetches ~100 packages one by one), the root with git and the CA trust ready after
# 15-20 min; the packages ./wrenchlab installs (~1.5 GB unpacked) 10-15 min; `serve` then builds the web
# app and answered after 54 min in all. `test` builds native (Release and ASan), the fuzzers and the web
# app and runs every suite: two to three hours on such a machine, less on an idle one.
# Too slow for every CI run, so it is not part of .ci/run. The script nices its heavy steps itself.
set -uo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="$REPO/build/fresh-debian"
MIRROR=${FRESH_DEBIAN_MIRROR:-http://deb.debian.org/debian}
SECURITY_MIRROR=${FRESH_DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}
SERVE_TIMEOUT_S=${FRESH_DEBIAN_SERVE_TIMEOUT:-5400}   # the first serve installs and builds before it listens
PROXY_VARS=(http_proxy https_proxy no_proxy HTTP_PROXY HTTPS_PROXY NO_PROXY)

say() { printf '\033[1m[check-fresh-debian]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[31m[check-fresh-debian] error:\033[0m %s\n' "$*" >&2; exit 2; }

command=test keep=0 reuse=0 port=
while [ $# -gt 0 ]; do
  case "$1" in
    test|serve) command=$1; shift ;;
    --keep) keep=1; shift ;;
    --reuse) reuse=1; keep=1; shift ;;
    --port) port=${2:?--port needs a number}; shift 2 ;;
    --port=*) port=${1#--port=}; shift ;;
    -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d'; exit 0 ;;
    *) die "unknown argument '$1' (test, serve, --keep, --reuse, --port N)" ;;
  esac
done
[ -z "$port" ] || [[ "$port" =~ ^[0-9]+$ ]] || die "--port must be a number, got '$port'"
[ "$(id -u)" -eq 0 ] || die "run as root (debootstrap, chroot and mount need it)"
ROOTFS="$WORK/$command/root"

commit=$(git -C "$REPO" rev-parse HEAD) || die "$REPO is not a git repository"
[ -z "$(git -C "$REPO" status --porcelain --untracked-files=no)" ] ||
  say "note: the working tree has uncommitted changes; the root gets the committed HEAD ${commit:0:10} only"

mkdir -p "$WORK/$command"
# The bundle is made now, from the commit just read: work committed while the root is being built
# (20 minutes and more) must not change what is tested.
BUNDLE="$WORK/$command.bundle"
git -C "$REPO" bundle create "$BUNDLE" HEAD >/dev/null 2>&1 || die "git bundle failed"
exec 9>"$WORK/$command.lock"
flock -n 9 || die "another check-fresh-debian $command is running on $ROOTFS"
LOG="$WORK/$command.log"
: >"$LOG"
SECONDS=0

# --- mounts and clean-up ------------------------------------------------------------------------------
mounts_under_root() {  # deepest first
  awk -v r="$ROOTFS" '$2 == r || index($2, r "/") == 1 { print $2 }' /proc/mounts | sort -r
}

stop_root_processes() {  # every process whose root directory is our root (all of them started here)
  local p sig
  for sig in TERM KILL; do
    for p in /proc/[0-9]*; do
      [ "$(readlink "$p/root" 2>/dev/null)" = "$ROOTFS" ] && kill "-$sig" "${p#/proc/}" 2>/dev/null
    done
    [ "$sig" = TERM ] && sleep 2
  done
  return 0
}

unmount_all() {
  local m
  for m in $(mounts_under_root); do umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null; done
  [ -z "$(mounts_under_root)" ]
}

cleanup() {
  local status=$?
  [ -n "${server_pid:-}" ] && kill -TERM -- "-$server_pid" 2>/dev/null
  stop_root_processes
  if ! unmount_all; then
    say "could not unmount: $(mounts_under_root | tr '\n' ' ') (the root is left in place)"
  elif [ "$keep" = 0 ] && [ -d "$ROOTFS" ]; then
    rm -rf --one-file-system "$ROOTFS"
  fi
  exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mount_all() {
  mkdir -p "$ROOTFS"/{proc,sys,dev}
  mount -t proc proc "$ROOTFS/proc"
  mount -t sysfs sysfs "$ROOTFS/sys"
  mount --bind /dev "$ROOTFS/dev"
  # private: what is mounted below the root's /dev (pts, shm) must not propagate to this machine's /dev
  mount --make-private "$ROOTFS/dev" 2>/dev/null
  mount -t devpts -o newinstance,ptmxmode=0666 devpts "$ROOTFS/dev/pts" 2>/dev/null ||
    mount --bind /dev/pts "$ROOTFS/dev/pts"
  mount -t tmpfs -o mode=1777 shm "$ROOTFS/dev/shm"
}

# The environment a docker container has, plus this machine's proxy variables (if any)
ROOT_ENV=(PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root TERM=dumb)
for v in "${PROXY_VARS[@]}"; do [ -n "${!v:-}" ] && ROOT_ENV+=("$v=${!v}"); done
in_root() { chroot "$ROOTFS" /usr/bin/env -i "${ROOT_ENV[@]}" "$@"; }

host_install() {  # host_install COMMAND PACKAGE
  command -v "$1" >/dev/null && return 0
  say "installing $2 on this machine"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null ||
    die "could not install $2"
}

# --- 1-3: the root ------------------------------------------------------------------------------------
build_root() {
  host_install debootstrap debootstrap
  unmount_all || die "something is still mounted under $ROOTFS"
  rm -rf --one-file-system "$ROOTFS"
  # apt's proxy (if this machine has one) for debootstrap's own downloads too
  local apt_proxy
  apt_proxy=$(apt-config dump 2>/dev/null | sed -n 's/^Acquire::http::Proxy "\(.*\)";$/\1/p' | head -n1)
  [ -n "$apt_proxy" ] && [ -z "${http_proxy:-}" ] && export http_proxy=$apt_proxy
  say "debootstrap --variant=minbase bookworm ($MIRROR), a few minutes"
  nice -n 5 debootstrap --variant=minbase bookworm "$ROOTFS" "$MIRROR" >>"$LOG" 2>&1 ||
    { tail -n 20 "$LOG" >&2; die "debootstrap failed (log: ${LOG#$REPO/})"; }

  # The sources docker's debian:bookworm image has: deb822, no sources.list, no deb-src.
  rm -f "$ROOTFS/etc/apt/sources.list"
  cat >"$ROOTFS/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $MIRROR
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $SECURITY_MIRROR
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  # apt's proxy settings, as this machine has them
  apt-config dump 2>/dev/null | grep -E '^Acquire::[a-z]+::Proxy' >"$ROOTFS/etc/apt/apt.conf.d/01proxy-from-host" ||
    rm -f "$ROOTFS/etc/apt/apt.conf.d/01proxy-from-host"
  cp -L /etc/resolv.conf "$ROOTFS/etc/resolv.conf"

  # This machine's local certificate authorities, trusted the Debian way (update-ca-certificates
  # adds them to /etc/ssl/certs, which Debian's node, npm, curl and git read).
  mkdir -p "$ROOTFS/usr/local/share/ca-certificates"
  cp -a /usr/local/share/ca-certificates/. "$ROOTFS/usr/local/share/ca-certificates/"
  say "apt-get install git ca-certificates in the root"
  { in_root apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive in_root apt-get install -y -qq --no-install-recommends git ca-certificates &&
    in_root update-ca-certificates; } >>"$LOG" 2>&1 ||
    { tail -n 20 "$LOG" >&2; die "installing git and the CA trust failed (log: ${LOG#$REPO/})"; }
  touch "$ROOTFS/.check-fresh-debian-base"
}

# --- 4: the clone -------------------------------------------------------------------------------------
clone_head() {
  rm -rf "$ROOTFS/root/wrenchlab" "$ROOTFS/tmp/wrenchlab.bundle"
  cp "$BUNDLE" "$ROOTFS/tmp/wrenchlab.bundle" || die "copying the bundle into the root failed"
  in_root git -c advice.detachedHead=false clone -q /tmp/wrenchlab.bundle /root/wrenchlab >>"$LOG" 2>&1 ||
    die "git clone in the root failed (log: ${LOG#$REPO/})"
  in_root git -c advice.detachedHead=false -C /root/wrenchlab checkout -q "$commit" >>"$LOG" 2>&1 ||
    die "the clone has no commit $commit (log: ${LOG#$REPO/})"
  rm -f "$ROOTFS/tmp/wrenchlab.bundle" "$BUNDLE"
  [ "$(in_root git -C /root/wrenchlab rev-parse HEAD)" = "$commit" ] || die "the clone is not at $commit"
}

if [ "$reuse" = 1 ] && [ -f "$ROOTFS/.check-fresh-debian-base" ]; then
  say "reusing $ROOTFS (not a fresh machine: packages from earlier runs are installed)"
  unmount_all || die "something is still mounted under $ROOTFS"
  cp -L /etc/resolv.conf "$ROOTFS/etc/resolv.conf"
else
  [ "$reuse" = 1 ] && say "no root to reuse; building one"
  build_root
fi
mount_all || die "mounting /proc, /sys, /dev in the root failed"
clone_head
say "root ready after $((SECONDS / 60))m$((SECONDS % 60))s; commit ${commit:0:10}; running ./wrenchlab $command (log: ${LOG#$REPO/})"

elapsed() { printf '%dm%02ds' $((SECONDS / 60)) $((SECONDS % 60)); }
versions() {
  local node chromium playwright
  node=$(in_root node --version 2>/dev/null || echo none)
  chromium=$(in_root chromium --version 2>/dev/null | grep -Eo '[0-9]+\.[0-9.]+' | head -n1)
  playwright=$(in_root node -p "require('/root/wrenchlab/web/tests/node_modules/playwright-core/package.json').version" 2>/dev/null || echo none)
  echo "node $node, chromium ${chromium:-none}, playwright-core $playwright"
}

# --- 5-6: the command ---------------------------------------------------------------------------------
run_test() {
  # In the background and waited for: a TERM to this script then runs the clean-up at once (bash defers
  # traps while a foreground child runs).
  in_root bash -c 'cd /root/wrenchlab && nice -n 5 ./wrenchlab test' >>"$LOG" 2>&1 &
  wait $!
  local status=$?
  sed -n '/^WrenchLab test summary/,$p' "$LOG"
  if [ $status -eq 0 ]; then
    echo "check-fresh-debian: PASS test in a fresh bookworm minbase root (commit ${commit:0:10}; $(versions)) in $(elapsed)"
  else
    tail -n 25 "$LOG" | grep -v '^  ' >&2
    echo "check-fresh-debian: FAIL test (exit $status) in a fresh bookworm minbase root (commit ${commit:0:10}; $(versions)) in $(elapsed); log: ${LOG#$REPO/}"
  fi
  return $status
}

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

check_served_file() {  # check_served_file URL_PATH FILE: status 200, same bytes; prints one line
  local url="http://127.0.0.1:$port/$1" file=$2 out="$WORK/$command/served.bin" status type
  read -r status type < <(curl -s -o "$out" -w '%{http_code} %{content_type}\n' "$url")
  if [ "$status" != 200 ]; then echo "FAIL /$1: HTTP $status"; return 1; fi
  if ! cmp -s "$out" "$file"; then echo "FAIL /$1: $(stat -c %s "$out") bytes differ from the built $(stat -c %s "$file")"; return 1; fi
  case "$1" in *.wasm) [ "${type%%;*}" = application/wasm ] || { echo "FAIL /$1: served as '$type'"; return 1; } ;; esac
  echo "ok   /$1: 200, $(stat -c %s "$out") bytes as built, $type"
}

run_serve() {
  host_install curl curl
  if [ -z "$port" ]; then
    port=8000
    while ! port_free "$port"; do port=$((port + 1)); done
  fi
  port_free "$port" || die "port $port is in use"
  # setsid: the server and its children form one process group, stopped as one
  setsid chroot "$ROOTFS" /usr/bin/env -i "${ROOT_ENV[@]}" bash -c "cd /root/wrenchlab && exec nice -n 5 ./wrenchlab serve --port $port" >>"$LOG" 2>&1 &
  server_pid=$!
  say "waiting for http://127.0.0.1:$port/ (the server installs and builds first)"
  local waited=0
  until curl -s -o /dev/null "http://127.0.0.1:$port/"; do
    if ! kill -0 "$server_pid" 2>/dev/null; then
      tail -n 25 "$LOG" >&2
      echo "check-fresh-debian: FAIL serve: ./wrenchlab serve exited before it listened (commit ${commit:0:10}) in $(elapsed); log: ${LOG#$REPO/}"
      return 1
    fi
    if [ $waited -ge "$SERVE_TIMEOUT_S" ]; then
      echo "check-fresh-debian: FAIL serve: nothing listened on port $port within ${SERVE_TIMEOUT_S}s; log: ${LOG#$REPO/}"
      return 1
    fi
    sleep 5; waited=$((waited + 5))
  done
  local dist="$ROOTFS/root/wrenchlab/build/web/dist" failures=0 count=0 f name
  check_served_file "" "$dist/index.html" || failures=$((failures + 1)); count=$((count + 1))
  for f in "$dist"/*; do
    [ -f "$f" ] || continue
    name=${f#$dist/}
    check_served_file "$name" "$f" || failures=$((failures + 1)); count=$((count + 1))
  done
  for f in index.html app.js app.wasm; do  # the page cannot start without these
    [ -f "$dist/$f" ] || { echo "FAIL no $f in build/web/dist"; failures=$((failures + 1)); }
  done
  kill -TERM -- "-$server_pid" 2>/dev/null
  wait "$server_pid" 2>/dev/null
  server_pid=
  if [ $failures -eq 0 ]; then
    echo "check-fresh-debian: PASS serve in a fresh bookworm minbase root: $count files served as built on port $port (commit ${commit:0:10}; $(versions)) in $(elapsed)"
  else
    echo "check-fresh-debian: FAIL serve: $failures of $count requests wrong (commit ${commit:0:10}) in $(elapsed); log: ${LOG#$REPO/}"
    return 1
  fi
}

if [ "$command" = test ]; then run_test; else run_serve; fi
