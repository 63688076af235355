# Potok in containers: the server image (non-root) and an nginx image with the web app's files,
# for deploy/compose.yaml (two Potok processes, PostgreSQL, nginx). Multi-stage: the build stage
# has the dev dependencies and the sources; the images keep only what runs.
#
#   docker compose -f deploy/compose.yaml up --build
#
# Written and documented, not built on the project's machines (they cannot pull a base image):
# docs/operations.md "Scale out: several processes behind nginx".

# ---- build: the web app (apps/web/dist) and the server bundle (apps/server/dist) ----------
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/common/package.json packages/common/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- production dependencies of the server only (native ones: sharp, argon2, PGlite) --------
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/common/package.json packages/common/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace @potok/server --no-audit --no-fund

# ---- the server: runs as the image's `node` user, data in /var/lib/potok ----------------------
FROM node:24-bookworm-slim AS potok
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/var/lib/potok
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /src/package.json ./
COPY --from=build /src/packages/common/package.json packages/common/
COPY --from=build /src/apps/server/package.json apps/server/
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/server/drizzle apps/server/drizzle
COPY --from=build /src/apps/web/dist apps/web/dist
RUN mkdir -p /var/lib/potok && chown node:node /var/lib/potok
USER node
VOLUME /var/lib/potok
EXPOSE 8080
# SIGTERM (docker stop): requests in flight are answered, streams closed, jobs returned.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=20", "apps/server/dist/main.js"]

# ---- nginx (Debian's package) with deploy/nginx.conf and the web app's hashed files ---------
FROM debian:bookworm-slim AS nginx
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default
COPY --from=build /src/apps/web/dist /opt/potok/apps/web/dist
# The two processes of deploy/compose.yaml instead of the two local ports.
COPY deploy/nginx.conf /etc/nginx/sites-enabled/potok
RUN sed -i -e 's/127.0.0.1:8081/potok-1:8080/' -e 's/127.0.0.1:8082/potok-2:8080/' \
           -e 's/server_name potok.example;/server_name _;/' /etc/nginx/sites-enabled/potok
# (No `nginx -t` here: it resolves potok-1 and potok-2, which exist only in the running
# compose network.)
EXPOSE 80
CMD ["nginx", "-g", "daemon off;"]
