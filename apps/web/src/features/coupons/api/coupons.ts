import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Coupon, CouponInput } from '@academy/contract/coupons';
import type { Page } from '@academy/contract/envelope';
import { api } from '@/lib/api-client';

const key = ['admin', 'coupons'];

export const useCoupons = () =>
  useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await api.get<Coupon[]>('/admin/coupons', signal)).data,
  });

function useCouponMutation<A>(fn: (args: A) => Promise<{ message: string | undefined }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useSaveCoupon = () =>
  useCouponMutation(({ id, values }: { id?: string; values: CouponInput }) =>
    id
      ? api.put<Coupon>(`/admin/coupons/${id}`, values)
      : api.post<Coupon>('/admin/coupons', values),
  );

export const useDeleteCoupon = () =>
  useCouponMutation((id: string) => api.delete<null>(`/admin/coupons/${id}`));

/** The paid courses and notes a coupon can be limited to (the first hundred of each). */
export const usePaidItems = () =>
  useQuery({
    queryKey: ['admin', 'coupons', 'items'],
    queryFn: async ({ signal }) => {
      const [courses, notes] = await Promise.all([
        api.get<Page<{ _id: string; title: string; isFree: boolean }>>(
          '/courses?pageSize=100&sort=newest',
          signal,
        ),
        api.get<Page<{ id: string; title: string }>>('/notes?access=paid&pageSize=100', signal),
      ]);
      return {
        courses: courses.data.items
          .filter((c) => !c.isFree)
          .map((c) => ({ id: c._id, title: c.title })),
        notes: notes.data.items.map((n) => ({ id: n.id, title: n.title })),
      };
    },
  });
