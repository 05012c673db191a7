import { DemoVisitors } from '@/features/admissions/components/demo-visitors';
import { ClassPage } from '@/features/timetable/pages/class-page';

/** /classes/:key: the register, and the leads booked to try the class apart from it. */
export function ClassRoute() {
  return <ClassPage visitors={(classKey) => <DemoVisitors classKey={classKey} />} />;
}
