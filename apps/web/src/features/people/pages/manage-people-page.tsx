import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { PERSON_ROLES, type PersonRole, type PersonRow } from '@academy/contract/people';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Pagination, pageCount } from '@/components/pagination';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingBlock } from '@/components/loading-block';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePeople, type PeopleListParams } from '../api/list-people';
import { useSetPersonSuspended } from '../api/set-person-suspended';
import { ChildrenDialog } from '../components/admin/children-dialog';
import { PeopleList } from '../components/admin/people-list';
import type { PersonAction } from '../components/admin/person-actions-menu';
import { PersonFormDialog } from '../components/admin/person-form-dialog';
import { ResetPasswordDialog } from '@/components/accounts/reset-password-dialog';
import { useResetPersonPassword } from '../api/reset-person-password';

/** The list's state lives in the URL, so a tab or a search can be bookmarked or shared. */
function useListParams(): [PeopleListParams, (next: Partial<PeopleListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const role = searchParams.get('role');
  const params: PeopleListParams = {
    role: PERSON_ROLES.includes(role as PersonRole) ? (role as PersonRole) : 'teacher',
    q: searchParams.get('q') ?? '',
    page: Math.max(1, Number(searchParams.get('page')) || 1),
  };
  const update = (next: Partial<PeopleListParams>) => {
    const merged = { ...params, ...next };
    setSearchParams(
      { role: merged.role, q: merged.q, page: String(merged.page) },
      { replace: true },
    );
  };
  return [params, update];
}

/** Admin > Teachers & parents: their accounts, and which children each parent follows. */
export function ManagePeoplePage() {
  const { t } = useLingui();
  const [params, setParams] = useListParams();
  const [active, setActive] = useState<{ action: PersonAction; person: PersonRow } | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const people = usePeople(params);
  const setSuspended = useSetPersonSuspended();
  const resetPassword = useResetPersonPassword();
  const isParents = params.role === 'parent';
  const close = () => setActive(null);
  const name = active?.person.name;

  const toggleSuspended = async (person: PersonRow) => {
    try {
      const { message } = await setSuspended.mutateAsync({
        id: person.userId,
        suspend: person.status !== 'suspended',
      });
      if (message) toast.success(message);
      close();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t`Something went wrong.`);
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Teachers & parents</Trans>
          </h1>
          <p className="mt-1 text-muted-foreground">
            <Trans>
              Accounts for the academy’s teachers, and parents linked to their children.
            </Trans>
          </p>
        </div>
        <Button onClick={() => setIsAdding(true)}>
          <Plus aria-hidden="true" /> {isParents ? t`Add parent` : t`Add teacher`}
        </Button>
      </div>

      <Tabs
        value={params.role}
        onValueChange={(role) => setParams({ role: role as PersonRole, q: '', page: 1 })}
        className="mt-8"
      >
        <TabsList aria-label={t`Teachers or parents`}>
          <TabsTrigger value="teacher">
            <Trans>Teachers</Trans>
          </TabsTrigger>
          <TabsTrigger value="parent">
            <Trans>Parents</Trans>
          </TabsTrigger>
        </TabsList>
        {PERSON_ROLES.map((role) => (
          <TabsContent key={role} value={role}>
            {role === params.role && (
              <>
                <SearchField
                  label={
                    isParents
                      ? t`Search parents by name or phone`
                      : t`Search teachers by name or phone`
                  }
                  placeholder={t`Search by name or phone`}
                  value={params.q}
                  onSearch={(q) => setParams({ q, page: 1 })}
                  className="mt-6 max-w-sm"
                />

                <div className="mt-6">
                  {people.isPending ? (
                    <LoadingBlock label={isParents ? t`Loading parents` : t`Loading teachers`} />
                  ) : people.isError ? (
                    <LoadError error={people.error} className="py-10" />
                  ) : (
                    <>
                      <PeopleList
                        rows={people.data.items}
                        showsChildren={isParents}
                        onAction={(action, person) => setActive({ action, person })}
                      />
                      <Pagination
                        page={params.page}
                        totalPages={pageCount(people.data)}
                        onPage={(page) => setParams({ page })}
                      />
                    </>
                  )}
                </div>
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>

      {isAdding && <PersonFormDialog role={params.role} onClose={() => setIsAdding(false)} />}
      {active?.action === 'edit' && (
        <PersonFormDialog role={params.role} person={active.person} onClose={close} />
      )}
      {active?.action === 'children' && <ChildrenDialog parent={active.person} onClose={close} />}
      {active?.action === 'reset-password' && (
        <ResetPasswordDialog
          name={active.person.name}
          onReset={(password) => resetPassword.mutateAsync({ id: active.person.userId, password })}
          onClose={close}
        />
      )}
      {active?.action === 'suspend' && (
        <ConfirmDialog
          title={
            active.person.status === 'suspended' ? t`Reactivate ${name}?` : t`Suspend ${name}?`
          }
          confirmLabel={active.person.status === 'suspended' ? t`Reactivate` : t`Suspend`}
          isDestructive={active.person.status !== 'suspended'}
          isBusy={setSuspended.isPending}
          onCancel={close}
          onConfirm={() => void toggleSuspended(active.person)}
        >
          {active.person.status === 'suspended'
            ? t`They will be able to log in again.`
            : t`They are signed out at once and cannot log in until you reactivate them.`}
        </ConfirmDialog>
      )}
    </div>
  );
}
