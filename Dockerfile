# Listful for production: the built web app and the server (TypeScript run by Node 24 as it is), Debian's
# Chromium and fonts for PDFs, running as an unprivileged user. See the README's "Production" section.

# --- build: every dependency, then the web app's production build -------------------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/checklist/package.json packages/checklist/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/sheet/package.json packages/sheet/
COPY apps/web/package.json apps/web/
COPY apps/server/package.json apps/server/
COPY apps/e2e/package.json apps/e2e/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build -w @listful/web \
 && npm prune --omit=dev --no-audit --no-fund

# --- run: Chromium, fonts and the app, nothing else -------------------------------------------------------------
FROM node:24-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-liberation fonts-noto-color-emoji tini \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=root:root /app /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    CHROMIUM_PATH=/usr/bin/chromium \
    DATA_DIR=/home/node/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# tini passes SIGTERM on, so the server drains its requests before it exits.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/server/src/server.ts"]
