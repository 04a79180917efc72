// Ecosystem check: multer stores an uploaded file in memory and rejects an unexpected field.
const express = require('express');
const multer = require('multer');
const FormData = require('form-data');
const upload = multer({ storage: multer.memoryStorage() });
const app = express();
app.post('/profile', upload.single('avatar'), (req, res) => res.json({ f: { ...req.file, buffer: req.file.buffer.toString() }, b: req.body }));
app.post('/many', upload.array('photos', 2), (req, res) => res.json(req.files.map((f) => f.originalname)));
app.use((err, req, res, next) => res.status(400).json({ code: err.code, msg: err.message }));
const server = app.listen(0, '127.0.0.1', () => {
  const port = server.address().port;
  const f = new FormData(); f.append('name', 'n'); f.append('avatar', Buffer.from('imgdata'), { filename: 'a.png', contentType: 'image/png' });
  f.submit(`http://127.0.0.1:${port}/profile`, (err, res) => {
    let d = ''; res.on('data', (c) => d += c); res.on('end', () => {
      console.log(res.statusCode, d);
      const g = new FormData(); for (let i = 0; i < 3; i++) g.append('photos', Buffer.from('p' + i), { filename: `p${i}.jpg` });
      g.submit(`http://127.0.0.1:${port}/many`, (err, res) => { let d = ''; res.on('data', (c) => d += c); res.on('end', () => { console.log(res.statusCode, d); server.close(() => console.log('closed')); }); });
    });
  });
});
