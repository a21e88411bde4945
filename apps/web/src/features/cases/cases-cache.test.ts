import type { CasesAnswer } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../test/query-client';
import { caseKeys, writeCaseIntoLists } from './cases-cache';
import { makeCase } from './cases-test-factories';

const answer = (...casos: CasesAnswer['casos']): CasesAnswer => ({ status: 'ok', casos });
const ids = (data: CasesAnswer | undefined) => data?.casos.map((item) => item.incidentid);

describe('writeCaseIntoLists', () => {
  it("puts a case into its customer's own list, newest first, replacing its older copy", () => {
    const client = createTestQueryClient();
    const older = makeCase({ incidentid: 'a', createdon: '2026-11-20T09:00:00.000Z' });
    const newer = makeCase({ incidentid: 'b', createdon: '2026-11-22T09:00:00.000Z' });
    client.setQueryData(caseKeys.own(), answer(older));

    writeCaseIntoLists(client, newer, 'CT-0001');
    writeCaseIntoLists(client, { ...older, statecode: 1, statuscode: 5 }, 'CT-0001');
    const own = client.getQueryData<CasesAnswer>(caseKeys.own());
    expect(ids(own)).toEqual(['b', 'a']);
    expect(own?.casos[1]).toMatchObject({ statecode: 1, statuscode: 5 });

    // Someone else's case (the academy sees it pushed) is not theirs.
    writeCaseIntoLists(client, makeCase({ incidentid: 'c', customerid_contact: { fullname: 'Otro', edu_codigocontacto: 'CT-9' } }), 'CT-0001');
    expect(ids(client.getQueryData(caseKeys.own()))).toEqual(['b', 'a']);
  });

  it("moves a case between the academy's state lists, last change first, and asks a searched list again", async () => {
    const client = createTestQueryClient();
    const first = makeCase({ incidentid: 'a', modifiedon: '2026-11-20T09:00:00.000Z' });
    const second = makeCase({ incidentid: 'b', modifiedon: '2026-11-21T09:00:00.000Z' });
    client.setQueryData(caseKeys.academy(0, ''), answer(second, first));
    client.setQueryData(caseKeys.academy(1, ''), answer());
    client.setQueryData(caseKeys.academy(0, 'correo'), answer());

    const resolved = { ...first, statecode: 1, statuscode: 5, modifiedon: '2026-11-26T09:00:00.000Z' };
    writeCaseIntoLists(client, resolved, null);
    expect(ids(client.getQueryData(caseKeys.academy(0, '')))).toEqual(['b']);
    expect(ids(client.getQueryData(caseKeys.academy(1, '')))).toEqual(['a']);
    expect(client.getQueryState(caseKeys.academy(0, 'correo'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(caseKeys.academy(0, ''))?.isInvalidated).toBe(false);
  });
});
