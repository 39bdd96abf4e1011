# Sourced by ./threadbit and .ci/run: puts a Node.js of the version the project declares first on PATH.
# A machine whose own node is older gets the official build from the npm registry's node-<os>-<arch>
# package, once, into .cache/ (no other download site is needed).
THREADBIT_NODE_VERSION=24.21.0
threadbit_node_major=${THREADBIT_NODE_VERSION%%.*}

threadbit_use_node() {
  local root current_major os arch dir
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  current_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$current_major" -ge "$threadbit_node_major" ] 2>/dev/null; then return 0; fi
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "Install Node.js $THREADBIT_NODE_VERSION or newer." >&2; return 1 ;; esac
  case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) echo "Install Node.js $THREADBIT_NODE_VERSION or newer." >&2; return 1 ;; esac
  dir="$root/.cache/node-v$THREADBIT_NODE_VERSION-$os-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    echo "Fetching Node.js $THREADBIT_NODE_VERSION (this machine has $(node -v 2>/dev/null || echo none))…" >&2
    local tmp
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-$os-$arch@$THREADBIT_NODE_VERSION" >/dev/null) || return 1
    mkdir -p "$dir"
    tar -xzf "$tmp"/node-*.tgz -C "$dir" --strip-components=1
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
}
