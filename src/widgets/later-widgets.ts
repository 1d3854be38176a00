import { laterModule } from '../renderer/later-module';

/**
 * The project's widgets no opening screen draws (uploads, with their calls), loaded apart from the first
 * screen's script: `loadLaterWidgets` loads them (every page but the opening ones does before it renders,
 * src/portal/shell/lazy-page.tsx), `laterWidget(name)` stands in for one in the widget registry (src/widgets/index.ts).
 */
const widgetsLater = laterModule(() => import('./upload/document-upload-widget'));

export const loadLaterWidgets = widgetsLater.load;
export const laterWidget = widgetsLater.part;
