import { useScreenWrite, type ScreenAnswer } from '../../../api/application';
import { useFormAction } from '../../forms/use-form-action';
import { useStepRouting } from './use-step-routing';

/**
 * A page's write of one of its step's screens through the one screen write, then on to where the
 * flow sends the application (status polled by the spec's rules). `after` may keep the reader on the
 * page (return true), e.g. to show invitation links or go to a sub-route of the next step.
 */
export function useScreenAction<T>(uuid: string, screenId: string, after?: (answer: ScreenAnswer) => boolean | Promise<boolean>, onError?: (error: unknown, body: T) => boolean) {
  const write = useScreenWrite(uuid);
  const { routeOn, working } = useStepRouting(uuid);
  const action = useFormAction(async (body: T) => {
    const saved = await write.mutateAsync({ screenId, data: body });
    if (after && (await after(saved))) return;
    await routeOn(saved);
  }, onError);
  return { ...action, busy: action.busy || working };
}
