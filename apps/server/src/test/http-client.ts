import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  bytes: Buffer;
  json<T = unknown>(): T;
}

export interface HttpRequest {
  method?: string;
  token?: string;
  /** JSON body (sent as application/json) or a ready body (form, multipart: sent as it is, with its own content-type header). */
  json?: unknown;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /**
   * The client's own loopback address (127.x.y.z): a test speaks from several addresses, as browsers behind
   * different connections do, so per-address limits can be told apart over a real socket.
   */
  localAddress?: string;
}

/**
 * One real HTTP request to a listening instance (not Fastify's inject): the scale-out suites prove what a
 * load balancer's clients see, so every call crosses a socket. Answers are asked uncompressed.
 */
export function httpRequest(baseUrl: string, path: string, options: HttpRequest = {}): Promise<HttpAnswer> {
  const url = new URL(path, baseUrl);
  const payload = options.json !== undefined ? JSON.stringify(options.json) : options.body;
  const headers: Record<string, string> = { 'accept-encoding': 'identity', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        headers,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const body = bytes.toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, bytes, json: <T>() => JSON.parse(body) as T });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
