// Ecosystem check: supertest drives an express app and checks statuses and bodies.
const request = require('supertest');
const express = require('express');
const app = express();
app.get('/user', (req, res) => res.status(200).json({ name: 'john' }));
app.post('/data', express.json(), (req, res) => res.status(201).json(req.body));
(async () => {
  await request(app).get('/user').expect('Content-Type', /json/).expect('Content-Length', '15').expect(200).then((r) => console.log('user', r.body));
  const r = await request(app).post('/data').send({ x: 1 }).set('Accept', 'application/json');
  console.log(r.status, r.body, r.headers['content-type']);
  try { await request(app).get('/user').expect(404); } catch (e) { console.log('expect err', e.message); }
  request(app).get('/missing').expect(404).end((err, res) => { console.log('end', err, res.status); });
})().catch((e) => { console.log('fail', e); });
