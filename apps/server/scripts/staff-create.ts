// `npm run staff:create -- --email E --password P --role admin|staff [--first-name N] [--last-name N]`:
// a staff account from the command line (DESIGN §8), on DATABASE_URL or the PGlite data directory of DATA_DIR.
import { parseArgs } from 'node:util';
import { StaffAccountCreate } from '@shop/domain/admin-staff.schemas';
import { USER_ROLE_LABELS } from '@shop/domain/user-role';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { createStaffAccountsService } from '../src/modules/users/staff-accounts.service';
import { ConflictError } from '../src/http/errors';

const USAGE =
  'usage: npm run staff:create -- --email E --password P --role admin|staff [--first-name N] [--last-name N]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string', default: 'staff' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const parsed = StaffAccountCreate.safeParse({
    email: values.email,
    password: values.password,
    role: values.role,
    first_name: values['first-name'],
    last_name: values['last-name'],
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`--${String(issue.path[0] ?? '')}: ${issue.message}`);
    console.error(USAGE);
    return 2;
  }

  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    // With PGlite, a data directory that a running shop holds can't be opened (the opener says so).
    console.error(`Không mở được cơ sở dữ liệu: ${(err as Error).message}`);
    return 1;
  }
  try {
    await database.migrate();
    const staff = createStaffAccountsService({ db: database.db, log: { info: () => {}, warn: () => {} } });
    const { outcome, user } = await staff.ensure(parsed.data);
    const role = `${user.role} (${USER_ROLE_LABELS[user.role]})`;
    const said = {
      created: `Đã tạo tài khoản ${user.email} với vai trò ${role}.`,
      role_changed: `Tài khoản ${user.email} đã tồn tại: vai trò đổi thành ${role}; mật khẩu giữ nguyên.`,
      unchanged: `Tài khoản ${user.email} đã có vai trò ${role}; mật khẩu giữ nguyên.`,
    }[outcome];
    console.log(user.isActive ? said : `${said} Tài khoản đang bị vô hiệu hóa.`);
    return 0;
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
