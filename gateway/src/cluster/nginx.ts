/** The nginx configuration of the cluster: round robin over the gateways, WebSocket upgrades passed through. */
export function nginxConfig(opts: { dir: string; listen: number; upstreams: number[]; runAsRoot: boolean }): string {
  const t = (name: string) => `${opts.dir}/${name}`;
  return `${opts.runAsRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${t('nginx.pid')};
error_log ${t('error.log')} warn;
events { worker_connections 4096; }
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
    keepalive 64;
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  server {
    listen 127.0.0.1:${opts.listen};
    location / {
      proxy_pass http://noq;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
      # A gateway that died mid-request is not retried for writes: the client gets the error.
      proxy_next_upstream error timeout;
    }
  }
}
`;
}
