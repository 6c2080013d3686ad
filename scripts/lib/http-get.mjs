// A GET to the local server naming the site in Host (Node's fetch() cannot set Host): the body as sent,
// still compressed when the headers ask for it (bench and audit).
import http from 'node:http';

export function getBytes(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}
