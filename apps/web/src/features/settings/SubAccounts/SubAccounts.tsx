import {
  useChangeSubAccount,
  useCreateSubAccount,
  useSubAccounts,
} from '../../../lib/cabinet/subAccountQueries';
import { SubAccountsView } from './SubAccountsView';

/** The settings section of sub-accounts, on the API: the list, create, rename, archive and restore. */
export function SubAccounts() {
  const list = useSubAccounts();
  const create = useCreateSubAccount();
  const change = useChangeSubAccount();
  return (
    <SubAccountsView
      list={list.data}
      {...(list.isError ? { loadError: list.error.message } : {})}
      onRetry={() => void list.refetch()}
      onCreate={create.mutateAsync}
      onChange={change}
    />
  );
}
