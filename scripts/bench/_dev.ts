import { seed } from './seed.ts';
import { runExplain } from './explain.ts';
import { runApi } from './api.ts';
const url = 'postgres://postgres@127.0.0.1:5432/academy_bench_dev';
if (process.argv[2] === 'seed') await seed(url);
else if (process.argv[2] === 'api') await runApi(url);
else await runExplain(url);
process.exit(0);
