/** Chooses the family renderer for a round's payload (§3 DetailInfo.Payload.Kind). */
import type { BoxDetail, LogSummary, RoundPayload } from '../../../api/contract';
import type { Settled } from '../history.api';
import { AreasView } from './areas-view';
import { BingoView } from './bingo-view';
import { BoxView } from './box-view';
import { CardsView } from './cards-view';
import { FishingView } from './fishing-view';
import { KenoView } from './keno-view';
import { MinesView } from './mines-view';
import { Incomplete, NoDetails } from './notes';
import { PlateView } from './plate-view';
import { PlinkoView } from './plinko-view';
import { StepsView } from './steps-view';

export interface RoundViewProps {
  payload: RoundPayload | null | undefined;
  summary?: Settled<LogSummary> | null;
  boxes?: Settled<BoxDetail> | null;
  /** §6: operators 1071–1075 show the fishing detail round index. */
  showFishDetailIndex?: boolean;
}

export function RoundView({ payload, summary = null, boxes = null, showFishDetailIndex = false }: RoundViewProps) {
  const body = (() => {
    if (payload == null || typeof payload !== 'object') return <NoDetails />;
    switch (payload.Kind) {
      case 'plate':
        return <PlateView plates={payload.Plates} summary={summary} />;
      case 'bingo':
        return <BingoView cards={payload.Cards} />;
      case 'fishing':
        return <FishingView payload={payload} showDetailIndex={showFishDetailIndex} />;
      case 'cards':
        return <CardsView hands={payload.Hands} />;
      case 'mines':
        return <MinesView detail={payload.Mines} />;
      case 'steps':
        return <StepsView steps={payload.Steps} />;
      case 'areas':
        return <AreasView payload={payload} />;
      case 'keno':
        return <KenoView payload={payload} />;
      case 'plinko':
        return <PlinkoView payload={payload} />;
      case 'box':
        return <BoxView boxes={{ ok: true, data: payload.Box }} />;
      default:
        return <Incomplete />;
    }
  })();
  return (
    <>
      {body}
      {boxes ? <BoxView boxes={boxes} /> : null}
    </>
  );
}
