'use strict';

// Seed 000 (nodejs-bench-operations, "Crypto Verify"): verifying an
// RSA-SHA256 signature dropped from ~30,000 to ~6,000-7,000 ops/s with
// OpenSSL 3 in Node 18 (nodejs/performance#72).
//   api=verify        crypto.verify(algorithm, data, publicKeyPem, signature)
//   api=createverify  createVerify(algorithm).update(data).verify(...)
// The 2048-bit key pair is generated at startup, outside the measurement.
const common = require('../common.js');
const { createVerify, generateKeyPairSync, sign, verify } = require('crypto');

const bench = common.createBenchmark(main, {
  api: ['verify', 'createverify'],
  n: [5e3],
});

function main({ api, n }) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const algorithm = 'RSA-SHA256';
  const data = 'hello world';
  const signature = sign(algorithm, Buffer.from(data), privateKey);
  const signatureBase64 = signature.toString('base64');
  let valid = 0;

  if (api === 'verify') {
    const dataBuffer = Buffer.from(data);
    bench.start();
    for (let i = 0; i < n; i++) if (verify(algorithm, dataBuffer, publicKey, signature)) valid++;
    bench.end(n);
  } else if (api === 'createverify') {
    bench.start();
    for (let i = 0; i < n; i++) {
      const verifier = createVerify(algorithm);
      verifier.update(data);
      if (verifier.verify(publicKey, signatureBase64, 'base64')) valid++;
    }
    bench.end(n);
  } else {
    throw new Error(`unknown api: ${api}`);
  }
  if (valid !== n) throw new Error('a signature did not verify');
}
