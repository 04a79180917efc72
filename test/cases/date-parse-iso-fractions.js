// Date.parse and new Date() of ISO date-times whose seconds have other than three fraction
// digits (registry timestamps with microseconds, nanoseconds, a single digit): V8 reads
// them, cutting digits past the millisecond. Only zoned forms, so the output does not
// depend on the time zone.
const texts = [
  '2024-02-27T16:27:13.411000+00:00',
  '2024-02-27T16:27:13.411000Z',
  '2024-02-27T16:27:13.4Z',
  '2024-02-27T16:27:13.41+01:00',
  '2024-02-27T16:27:13.123456789Z',
  '2024-02-27T16:27:13.4119Z',
  '2024-02-27T16:27:13.999999-05:30',
  '2024-02-27T16:27:13.Z',
  '2024-02-27T16:27.5Z',
];
for (const t of texts) console.log(t, Date.parse(t), new Date(t).getTime() === Date.parse(t));
