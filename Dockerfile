# Croupier in a container: compiled in one stage, run as plain JavaScript by a non-root user, the database on a volume (README: Hosting).
# The production packages alone, on the same base as the runtime so better-sqlite3's native binary fits it. Its install
# builds from source when no prebuilt binary can be fetched: hence python3, make and g++, kept out of the runtime image.
FROM node:20-bookworm-slim AS packages
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

# The compiler is a dev dependency: every package here, only dist/ leaves this stage.
FROM packages AS build
RUN npm ci
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    DATABASE_PATH=/app/data/croupier.db
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=packages /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Read beside the compiled code at run time: the schema (applied at start) and the pictures' fonts.
COPY migrations ./migrations
COPY assets ./assets
# The image's own non-root user; the volume starts out owned by it, so the database can be made there.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME /app/data
# node itself, not npm: the bot gets SIGTERM from `docker stop` and shuts down cleanly (src/main/start.ts).
CMD ["node", "dist/src/main/index.js"]
