import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { AdminSupabaseClient } from '../model/client.ts';
import { UserRpcError } from './userErrors.ts';

interface UserInput {
  email?: string;
  password?: string;
  name?: string;
  last_name?: string;
  role?: string;
  is_active?: boolean;
}

/**
 * Staff accounts live in auth.users and public.users together, so they are never written
 * through the table: create, update and delete go through the Admin-only RPCs, which keep both
 * in one transaction and refuse self-deletion and the removal of the last Admin.
 */
export function usersDataProvider(provider: DataProvider, client: AdminSupabaseClient): DataProvider {
  const deleteOne = async (id: Identifier) => {
    const { error } = await client.rpc('admin_delete_user', { p_id: String(id) });
    if (error) throw new UserRpcError(error);
  };

  return {
    ...provider,
    async create(resource, params) {
      if (resource !== 'users') return provider.create(resource, params);
      const input = params.data as UserInput;
      const { data: id, error } = await client.rpc('admin_create_user', {
        p_email: input.email ?? '',
        p_password: input.password ?? '',
        p_name: input.name ?? '',
        p_last_name: input.last_name ?? '',
        p_role: input.role ?? 'Editor',
        p_is_active: input.is_active ?? true,
      });
      if (error) throw new UserRpcError(error);
      const { data } = await provider.getOne('users', { id: id as string });
      return { data: data as never };
    },
    async update(resource, params) {
      if (resource !== 'users') return provider.update(resource, params);
      const input = params.data as UserInput;
      const { data, error } = await client.rpc('admin_update_user', {
        p_id: String(params.id),
        p_email: input.email,
        p_name: input.name,
        p_last_name: input.last_name,
        p_role: input.role,
        p_is_active: input.is_active,
      });
      if (error) throw new UserRpcError(error);
      return { data: data as unknown as RaRecord as never };
    },
    async delete(resource, params) {
      if (resource !== 'users') return provider.delete(resource, params);
      await deleteOne(params.id);
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    async deleteMany(resource, params) {
      if (resource !== 'users') return provider.deleteMany(resource, params);
      for (const id of params.ids) await deleteOne(id);
      return { data: params.ids };
    },
  };
}

/** Sets a user's password through the RPC; throws a UserRpcError with a catalog key. */
export async function setUserPassword(
  client: AdminSupabaseClient,
  id: string,
  password: string,
): Promise<void> {
  const { error } = await client.rpc('admin_set_password', { p_id: id, p_password: password });
  if (error) throw new UserRpcError(error);
}
