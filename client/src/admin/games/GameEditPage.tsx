import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import { AdminGameDocument, AdminGamesDocument, CreateGameDocument, UpdateGameDocument } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { useCan } from "../access/AccessProvider.js";
import { NotFound } from "../ui/NotFound.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { adminPaths, to } from "../ui/paths.js";
import { GameForm } from "./components/GameForm.js";
import { TablesPanel } from "./components/TablesPanel.js";
import { createGameInput, emptyGame, gameValues, updateGameInput } from "./game-form.js";

const back = { to: adminPaths.games, label: <FormattedMessage id="admin.menu.gameConfig" /> };

/** /admin/games/new */
export function GameNewPage() {
  return (
    <RequirePermission permission="games.write">
      <NewGame />
    </RequirePermission>
  );
}

function NewGame() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [create] = useMutation(CreateGameDocument, { refetchQueries: [AdminGamesDocument] });
  return (
    <>
      <PageHeader back={back} title={<FormattedMessage id="adm.games.new" />} description={<FormattedMessage id="adm.games.newHint" />} />
      <Panel>
        <GameForm
          initial={emptyGame}
          creating
          readOnly={false}
          submit={async (v) => {
            const { data } = await create({ variables: { input: createGameInput(v) } });
            toast.success(intl.formatMessage({ id: "adm.form.created" }));
            if (data) navigate(to(adminPaths.gameEdit, { id: data.createGame.id }));
          }}
        />
      </Panel>
    </>
  );
}

/** /admin/games/{id}: the game's settings and its tables. */
export function GameEditPage() {
  return (
    <RequirePermission permission="games.read">
      <EditGame />
    </RequirePermission>
  );
}

function EditGame() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const toast = useToast();
  const canWrite = useCan()("games.write");
  const { data, loading, error } = useQuery(AdminGameDocument, { variables: { id } });
  const [update] = useMutation(UpdateGameDocument, { refetchQueries: [AdminGamesDocument] });
  if (loading && !data) return <div className="adm-empty"></div>;
  if (!data) return error ? <NotFound error={error} back={back} /> : null;
  const game = data.adminGame;
  return (
    <>
      <PageHeader back={back} title={game.name} description={<><span className="adm-mono">{game.id}</span> · {intl.formatMessage({ id: `adm.game.${game.type}` })}</>} />
      <Panel title={<FormattedMessage id="adm.games.settings" />}>
        <GameForm
          key={game.id}
          initial={gameValues(game)}
          creating={false}
          readOnly={!canWrite}
          submit={async (v) => {
            await update({ variables: { id: game.id, input: updateGameInput(v) } });
            toast.success(intl.formatMessage({ id: "adm.form.saved" }));
          }}
        />
      </Panel>
      <TablesPanel game={game} tables={data.adminTables} areas={data.adminAreas} />
    </>
  );
}
