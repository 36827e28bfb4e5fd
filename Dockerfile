# One small image for a single VPS. Build: docker build -t hospitality-site .
# Run behind the host's Caddy or nginx (README, "Docker"):
#        docker run -p 127.0.0.1:3000:3000 -v hospitality-data:/data -e TRUST_PROXY=1 \
#          -e SESSION_SECRET=$(openssl rand -hex 32) -e PUBLIC_URL=https://your.domain hospitality-site

# --- deps: all dependencies, exactly as locked, compiled (better-sqlite3 builds from source) ---
FROM node:22-bookworm-slim AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# The lock is written and checked with npm 11; npm 10 (the base image's) reads its optional peers
# differently and refuses it.
RUN npm install -g --no-audit --no-fund npm@11
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# --- build: the production bundle and the compiled tools (build/tools: migrate, seed, admin) ---
FROM deps AS build
COPY . .
RUN npm run build

# --- prod-deps: runtime dependencies only, compiled here so no compiler ships ---
FROM deps AS prod-deps
# better-sqlite3 keeps its sources and object files after compiling: only the .node is loaded;
# type declarations, source maps and pdf-lib's browser bundles are never read by node.
RUN npm prune --omit=dev \
  && rm -rf node_modules/pdf-lib/dist \
  && find node_modules -type f \( -name "*.map" -o -name "*.d.ts" -o -name "*.d.mts" -o -name "*.d.cts" \) -delete \
  && cd node_modules/better-sqlite3 \
  && rm -rf deps src build/deps build/Release/obj build/Release/obj.target build/Release/.deps build/Release/test_extension.node

# --- runtime ---
FROM node:22-bookworm-slim
# TRUST_PROXY=0: a container that faces clients trusts no forwarded header; the
# run line behind a proxy sets 1 (and publishes the port on loopback only).
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    SKIP_BUILD=1 \
    TRUST_PROXY=0
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY package.json ./
COPY app/data ./app/data
COPY drizzle ./drizzle
COPY scripts/start.js scripts/replicate.js scripts/tool.js scripts/db-backup.js scripts/pre-migration-backup.js scripts/node-version.js ./scripts/
COPY .nvmrc ./
COPY server ./server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Migrates and seeds an empty database (build/tools/seed.js), then runs the production server (server/),
# as `npm start` does: the heap capped so the process stays small (docs/decisions/191).
CMD ["node", "--max-old-space-size=192", "scripts/start.js"]
