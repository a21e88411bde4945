import { academyTexts } from '@campus/contract';
import { isAcademyUser, texts, type ApiKey, type CreatedApiKeyAnswer } from '@campus/contract';
import { KeyRound, Plus, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { MessageCard, MessageCardActions } from '../../components/message-card';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import { useApiKeys } from './api/get-api-keys';
import { ApiKeysTable } from './api-keys-table';
import { apiKeysTexts as t } from './api-keys-texts';
import { CreatedApiKeyDialog } from './created-api-key-dialog';
import { NewApiKeyDialog } from './new-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';
import styles from './api-keys.module.css';

/**
 * /gestion/claves-api (issue 31 item 4): the API keys of the academy's CRM, for admin users and staff. A new key
 * is shown once, in its own dialog; a key is revoked after a confirmation. Anyone else sees a refusal.
 */
export function ApiKeysRoute() {
  usePageTitle(t.title);
  const user = useSessionUser();
  if (!user || !isAcademyUser(user)) return <Refusal />;
  return <ApiKeysPage />;
}

function Refusal() {
  return (
    <MessageCard icon={<ShieldAlert size={36} />} title={academyTexts.backOffice.forbidden} tone="danger">
      <MessageCardActions>
        <Link to={paths.home} className={buttonClassName({ variant: 'primary' })}>
          {texts.menu.home}
        </Link>
      </MessageCardActions>
    </MessageCard>
  );
}

function ApiKeysPage() {
  const keys = useApiKeys();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKeyAnswer | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  if (isApiError(keys.error, 403)) return <Refusal />;

  let content;
  if (keys.isPending) content = <ListSkeleton rows={3} pictureSize="0px" />;
  else if (keys.isError)
    content = (
      <EmptyState message={t.loadError} icon={<KeyRound size={28} />}>
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => void keys.refetch()}>
          {t.retry}
        </button>
      </EmptyState>
    );
  else if (keys.data.keys.length === 0) content = <EmptyState message={t.empty} icon={<KeyRound size={28} />} />;
  else content = <ApiKeysTable keys={keys.data.keys} onRevoke={setRevoking} />;

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={t.title}
        lead={t.lead}
        actions={
          <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={() => setIsCreating(true)} aria-haspopup="dialog">
            <Plus aria-hidden="true" size={18} />
            {t.newKey}
          </button>
        }
      />
      <div className={styles.card}>{content}</div>
      <NewApiKeyDialog
        open={isCreating}
        onOpenChange={setIsCreating}
        onCreated={(answer) => {
          setIsCreating(false);
          setCreated(answer);
        }}
      />
      <CreatedApiKeyDialog created={created} onClose={() => setCreated(null)} />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
