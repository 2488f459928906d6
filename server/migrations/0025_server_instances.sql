-- The server instances running on this database and where each keeps uploaded files ('local:<host>:<folder>' or
-- 's3:<endpoint>/<bucket>'), renewed by a heartbeat: an instance whose files the others could not read refuses to
-- start beside them (core/storage/instances.ts, docs/deploy.md).
create table server_instances (
  id text primary key,
  storage text not null,
  started_at timestamptz not null default now(),
  seen_at timestamptz not null default now()
);
