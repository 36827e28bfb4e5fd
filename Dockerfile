# One small image for a single VPS. Build: docker build -t hospitality-site .
# Run behind the host's Caddy or nginx (README, "Docker"):
#        docker run -p 127.0.0.1:3000:3000 -v hospitality-data:/data -e TRUST_PROXY=1 \
#          -e SESSION_SECRET=$(openssl rand -hex 32) -e PUBLIC_URL=https://your.domain hospitality-site

# --- deps: all dependencies, compiled (better-sqlite3 builds from source) ---
FROM node:22-bookworm-slim AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci refuses our lock file (it cannot list other platforms' optional builds): see STACK-NOTES.
RUN npm install --no-audit --no-fund

# --- build: the production bundle ---
FROM deps AS build
COPY . .
RUN npx remix build

# --- prod-deps: runtime dependencies only, compiled here so no compiler ships ---
FROM deps AS prod-deps
RUN npm prune --omit=dev

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
COPY package.json tsconfig.json ./
COPY app ./app
COPY drizzle ./drizzle
COPY seed ./seed
COPY scripts ./scripts
COPY server ./server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Migrates and seeds an empty database, then runs the production server (server/).
CMD ["node", "scripts/start.js"]
