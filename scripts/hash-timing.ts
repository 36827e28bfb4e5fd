/** `npm run bench:password`: how long one password hash and one verification take here. */
import { hashPassword, verifyPassword } from "~/services/auth/password.server";

const RUNS = 10;
let hash = "";
const started = performance.now();
for (let i = 0; i < RUNS; i++) hash = await hashPassword("walk-in-cooler-42");
const perHash = (performance.now() - started) / RUNS;
const verifyStart = performance.now();
await verifyPassword("walk-in-cooler-42", hash);
console.log(`scrypt N=2^15 r=8 p=3: hash ${perHash.toFixed(0)} ms (mean of ${RUNS}), verify ${(performance.now() - verifyStart).toFixed(0)} ms`);
