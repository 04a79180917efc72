// Getter-made exports of process, events, dns, timers/promises taken by name.
import { stdout } from 'process';
import { once } from 'events';
import { promises as dns } from 'dns';
import { setTimeout as sleep } from 'timers/promises';
import process, { exitCode } from 'node:process';
console.log(typeof stdout.write, typeof once, typeof dns.lookup, typeof sleep, exitCode, typeof process.cwd);
