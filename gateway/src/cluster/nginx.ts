/**
 * The limit of the cluster (issue 15): simultaneous clients, i.e. HTTP requests in flight plus
 * open WebSockets (live changes), that nginx serves. Each holds TWO of nginx's connections, the
 * client's and the one to a gateway, so `worker_connections` (per worker; one worker here) is
 * twice this plus the idle upstream connections kept alive and a margin (the listening socket).
 * Beyond it nginx refuses new connections ("worker_connections are not enough": resets). With
 * 4096 connections, 2,000 clients at once got resets. To serve more, raise this, and the open-file
 * limit with it: the worker may open `NOFILE` files (a connection is a file descriptor, and a
 * buffered body another), which above the system's hard limit (`ulimit -Hn`) needs root.
 */
export const MAX_CLIENTS = 4_000;
/** Idle connections to the gateways kept open for reuse (upstream keepalive). */
export const UPSTREAM_KEEPALIVE = 128;
/** 8,192: 2 × 4,000 + 128 + 64. */
const WORKER_CONNECTIONS = 2 * MAX_CLIENTS + UPSTREAM_KEEPALIVE + 64;
const NOFILE = 2 * WORKER_CONNECTIONS;
/** Connections waiting to be accepted (the kernel caps it at net.core.somaxconn). */
const LISTEN_BACKLOG = 4_096;

/** The nginx configuration of the cluster: round robin over the gateways, WebSocket upgrades passed through. */
export function nginxConfig(opts: { dir: string; listen: number; upstreams: number[]; runAsRoot: boolean }): string {
  const t = (name: string) => `${opts.dir}/${name}`;
  return `${opts.runAsRoot ? 'user root;\n' : ''}worker_processes 1;
worker_rlimit_nofile ${NOFILE};
daemon off;
pid ${t('nginx.pid')};
error_log ${t('error.log')} warn;
# At most ${MAX_CLIENTS} simultaneous clients (requests in flight + WebSockets): two connections each.
events { worker_connections ${WORKER_CONNECTIONS}; multi_accept on; }
http {
  access_log off;
  client_body_temp_path ${t('body')};
  proxy_temp_path ${t('proxy')};
  fastcgi_temp_path ${t('fastcgi')};
  uwsgi_temp_path ${t('uwsgi')};
  scgi_temp_path ${t('scgi')};
  client_max_body_size 1m;
  upstream noq {
${opts.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive ${UPSTREAM_KEEPALIVE};
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  server {
    listen 127.0.0.1:${opts.listen} backlog=${LISTEN_BACKLOG};
    # Metrics are read from each gateway directly (NOQ_METRICS_ALLOW), never through the balancer.
    location = /metrics { return 404; }
    location / {
      proxy_pass http://noq;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # One id per request in nginx's and the gateway's logs (the gateways trust their nginx's).
      proxy_set_header X-Request-Id $request_id;
      proxy_read_timeout 1h;
      # A gateway that died mid-request is not retried for writes: the client gets the error.
      proxy_next_upstream error timeout;
      # The shelter photo (issue 19 §5) may be 8 MB (the gateway's own limit answers above it).
      location ~ ^/api/(host/shelter|admin/shelters/[0-9]+)/photo$ {
        client_max_body_size 9m;
        proxy_pass http://noq;
      }
    }
  }
}
`;
}
