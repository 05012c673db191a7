import { useUser } from '@/lib/session';
import { PlayerPage } from '@/features/enrolments/pages/player-page';

/** The course player, with the signed-in student's name to mark a paid course's video with. */
export function PlayerRoute() {
  const { user } = useUser();
  return <PlayerPage ownerName={user?.name ?? null} />;
}
