/**
 * The seed's news texts in every §1 locale: promotion titles, summaries and full text, banner
 * titles. Pure data (the English entry is also the fallback the platform answers with).
 */
export interface NewsTexts {
  festival: string;
  springCup: string;
  grandOpening: string;
  newGames: string;
  running: string;
  concluded: string;
  comingSoon: string;
  content: [string, string];
  welcome: string;
  jackpot: string;
  tournament: string;
  gems: string;
}

export const NEWS_TEXTS: Record<string, NewsTexts> = {
  en: {
    festival: 'Festival', springCup: 'Spring Cup', grandOpening: 'Grand Opening', newGames: 'New Games',
    running: 'Play now and win prizes every day until the event ends.',
    concluded: 'This promotion has ended. Thank you for playing!',
    comingSoon: 'Starting soon: get ready for new prizes.',
    content: ['Every bet counts toward your ranking. The top players share the prize pool.', 'Prizes are credited within 24 hours after the event ends. The operator’s terms apply.'],
    welcome: 'Welcome bonus', jackpot: 'Jackpot week', tournament: 'Weekend tournament', gems: 'Fortune Gems week',
  },
  'zh-TW': {
    festival: '嘉年華', springCup: '春季盃', grandOpening: '盛大開幕', newGames: '新遊戲',
    running: '立即遊玩，活動結束前每天都能贏得獎勵。',
    concluded: '本活動已結束，感謝您的參與！',
    comingSoon: '即將開始：準備迎接新獎勵。',
    content: ['每一筆投注都會計入您的排名，排名前列的玩家將瓜分獎池。', '獎勵將於活動結束後 24 小時內發放，並適用營運商條款。'],
    welcome: '迎新獎勵', jackpot: '彩金週', tournament: '週末錦標賽', gems: '寶石財富週',
  },
  'zh-CN': {
    festival: '嘉年华', springCup: '春季杯', grandOpening: '盛大开幕', newGames: '新游戏',
    running: '立即游戏，活动结束前每天都能赢取奖励。',
    concluded: '本活动已结束，感谢您的参与！',
    comingSoon: '即将开始：准备迎接新奖励。',
    content: ['每一笔投注都会计入您的排名，排名靠前的玩家将瓜分奖池。', '奖励将在活动结束后 24 小时内发放，并适用运营商条款。'],
    welcome: '迎新奖励', jackpot: '彩金周', tournament: '周末锦标赛', gems: '宝石财富周',
  },
  th: {
    festival: 'เทศกาล', springCup: 'สปริงคัพ', grandOpening: 'เปิดตัวยิ่งใหญ่', newGames: 'เกมใหม่',
    running: 'เล่นตอนนี้และรับรางวัลทุกวันจนกว่ากิจกรรมจะจบ',
    concluded: 'โปรโมชั่นนี้สิ้นสุดแล้ว ขอบคุณที่ร่วมสนุก!',
    comingSoon: 'เร็ว ๆ นี้: เตรียมพร้อมรับรางวัลใหม่',
    content: ['ทุกการเดิมพันนับรวมในอันดับของคุณ ผู้เล่นอันดับต้นจะแบ่งเงินรางวัลรวม', 'รางวัลจะเข้าบัญชีภายใน 24 ชั่วโมงหลังกิจกรรมสิ้นสุด ตามเงื่อนไขของผู้ให้บริการ'],
    welcome: 'โบนัสต้อนรับ', jackpot: 'สัปดาห์แจ็คพอต', tournament: 'ทัวร์นาเมนต์สุดสัปดาห์', gems: 'สัปดาห์ Fortune Gems',
  },
  vi: {
    festival: 'Lễ hội', springCup: 'Cúp mùa xuân', grandOpening: 'Khai trương', newGames: 'Trò chơi mới',
    running: 'Chơi ngay và nhận thưởng mỗi ngày cho đến khi sự kiện kết thúc.',
    concluded: 'Khuyến mãi này đã kết thúc. Cảm ơn bạn đã tham gia!',
    comingSoon: 'Sắp bắt đầu: hãy sẵn sàng cho giải thưởng mới.',
    content: ['Mỗi lần cược đều được tính vào thứ hạng của bạn. Những người chơi dẫn đầu chia nhau quỹ thưởng.', 'Giải thưởng được cộng trong vòng 24 giờ sau khi sự kiện kết thúc. Áp dụng điều khoản của nhà điều hành.'],
    welcome: 'Thưởng chào mừng', jackpot: 'Tuần lễ jackpot', tournament: 'Giải đấu cuối tuần', gems: 'Tuần lễ Fortune Gems',
  },
  id: {
    festival: 'Festival', springCup: 'Piala Musim Semi', grandOpening: 'Pembukaan Akbar', newGames: 'Game Baru',
    running: 'Main sekarang dan menangkan hadiah setiap hari sampai acara berakhir.',
    concluded: 'Promosi ini telah berakhir. Terima kasih telah bermain!',
    comingSoon: 'Segera dimulai: bersiaplah untuk hadiah baru.',
    content: ['Setiap taruhan dihitung untuk peringkat Anda. Pemain teratas berbagi kumpulan hadiah.', 'Hadiah dikreditkan dalam 24 jam setelah acara berakhir. Ketentuan operator berlaku.'],
    welcome: 'Bonus sambutan', jackpot: 'Minggu jackpot', tournament: 'Turnamen akhir pekan', gems: 'Minggu Fortune Gems',
  },
  ja: {
    festival: 'フェスティバル', springCup: 'スプリングカップ', grandOpening: 'グランドオープン', newGames: '新作ゲーム',
    running: '今すぐプレイして、イベント終了まで毎日賞品を獲得しよう。',
    concluded: 'このプロモーションは終了しました。ご参加ありがとうございました！',
    comingSoon: 'まもなく開始：新しい賞品をお楽しみに。',
    content: ['すべてのベットがランキングに加算されます。上位プレイヤーで賞金プールを分け合います。', '賞品はイベント終了後 24 時間以内に付与されます。運営会社の規約が適用されます。'],
    welcome: 'ウェルカムボーナス', jackpot: 'ジャックポットウィーク', tournament: '週末トーナメント', gems: 'フォーチュンジェムズ週間',
  },
  ta: {
    festival: 'திருவிழா', springCup: 'வசந்த கோப்பை', grandOpening: 'பிரமாண்ட தொடக்கம்', newGames: 'புதிய விளையாட்டுகள்',
    running: 'இப்போதே விளையாடி, நிகழ்வு முடியும் வரை தினமும் பரிசுகளை வெல்லுங்கள்.',
    concluded: 'இந்த சலுகை முடிந்தது. விளையாடியதற்கு நன்றி!',
    comingSoon: 'விரைவில் தொடங்கும்: புதிய பரிசுகளுக்குத் தயாராகுங்கள்.',
    content: ['ஒவ்வொரு பந்தயமும் உங்கள் தரவரிசையில் சேரும். முன்னணி வீரர்கள் பரிசுத் தொகையைப் பகிர்ந்துகொள்வார்கள்.', 'நிகழ்வு முடிந்த 24 மணி நேரத்திற்குள் பரிசுகள் வரவு வைக்கப்படும். இயக்குநரின் விதிமுறைகள் பொருந்தும்.'],
    welcome: 'வரவேற்பு போனஸ்', jackpot: 'ஜாக்பாட் வாரம்', tournament: 'வார இறுதி போட்டி', gems: 'Fortune Gems வாரம்',
  },
  ko: {
    festival: '페스티벌', springCup: '스프링 컵', grandOpening: '그랜드 오픈', newGames: '신규 게임',
    running: '지금 플레이하고 이벤트가 끝날 때까지 매일 상품을 받으세요.',
    concluded: '이 프로모션은 종료되었습니다. 참여해 주셔서 감사합니다!',
    comingSoon: '곧 시작됩니다: 새로운 상품을 기대하세요.',
    content: ['모든 베팅이 순위에 반영됩니다. 상위 플레이어가 상금 풀을 나눠 갖습니다.', '상품은 이벤트 종료 후 24시간 이내에 지급됩니다. 운영사 약관이 적용됩니다.'],
    welcome: '웰컴 보너스', jackpot: '잭팟 위크', tournament: '주말 토너먼트', gems: '포춘 젬스 위크',
  },
  es: {
    festival: 'Festival', springCup: 'Copa de primavera', grandOpening: 'Gran inauguración', newGames: 'Juegos nuevos',
    running: 'Juega ahora y gana premios cada día hasta que termine el evento.',
    concluded: 'Esta promoción ha terminado. ¡Gracias por jugar!',
    comingSoon: 'Muy pronto: prepárate para nuevos premios.',
    content: ['Cada apuesta cuenta para tu clasificación. Los mejores jugadores se reparten el bote.', 'Los premios se abonan dentro de las 24 horas posteriores al final del evento. Se aplican los términos del operador.'],
    welcome: 'Bono de bienvenida', jackpot: 'Semana del jackpot', tournament: 'Torneo de fin de semana', gems: 'Semana de Fortune Gems',
  },
  pt: {
    festival: 'Festival', springCup: 'Copa da primavera', grandOpening: 'Grande inauguração', newGames: 'Jogos novos',
    running: 'Jogue agora e ganhe prêmios todos os dias até o fim do evento.',
    concluded: 'Esta promoção terminou. Obrigado por jogar!',
    comingSoon: 'Em breve: prepare-se para novos prêmios.',
    content: ['Cada aposta conta para o seu ranking. Os melhores jogadores dividem o prêmio.', 'Os prêmios são creditados em até 24 horas após o fim do evento. Aplicam-se os termos do operador.'],
    welcome: 'Bônus de boas-vindas', jackpot: 'Semana do jackpot', tournament: 'Torneio de fim de semana', gems: 'Semana Fortune Gems',
  },
  de: {
    festival: 'Festival', springCup: 'Frühlingspokal', grandOpening: 'Große Eröffnung', newGames: 'Neue Spiele',
    running: 'Jetzt spielen und bis zum Ende der Aktion jeden Tag Preise gewinnen.',
    concluded: 'Diese Aktion ist beendet. Danke fürs Mitspielen!',
    comingSoon: 'Bald geht es los: Neue Preise warten.',
    content: ['Jeder Einsatz zählt für deine Platzierung. Die besten Spieler teilen sich den Preispool.', 'Preise werden innerhalb von 24 Stunden nach Ende der Aktion gutgeschrieben. Es gelten die Bedingungen des Betreibers.'],
    welcome: 'Willkommensbonus', jackpot: 'Jackpot-Woche', tournament: 'Wochenendturnier', gems: 'Fortune-Gems-Woche',
  },
  sv: {
    festival: 'Festival', springCup: 'Vårcupen', grandOpening: 'Stor premiär', newGames: 'Nya spel',
    running: 'Spela nu och vinn priser varje dag tills evenemanget slutar.',
    concluded: 'Den här kampanjen har avslutats. Tack för att du spelade!',
    comingSoon: 'Startar snart: gör dig redo för nya priser.',
    content: ['Varje insats räknas till din placering. De bästa spelarna delar på prispotten.', 'Priserna krediteras inom 24 timmar efter att evenemanget slutat. Operatörens villkor gäller.'],
    welcome: 'Välkomstbonus', jackpot: 'Jackpottvecka', tournament: 'Helgturnering', gems: 'Fortune Gems-vecka',
  },
  it: {
    festival: 'Festival', springCup: 'Coppa di primavera', grandOpening: 'Grande apertura', newGames: 'Nuovi giochi',
    running: 'Gioca ora e vinci premi ogni giorno fino alla fine dell’evento.',
    concluded: 'Questa promozione è terminata. Grazie per aver giocato!',
    comingSoon: 'Presto al via: preparati a nuovi premi.',
    content: ['Ogni puntata conta per la tua classifica. I migliori giocatori si dividono il montepremi.', 'I premi vengono accreditati entro 24 ore dalla fine dell’evento. Si applicano i termini dell’operatore.'],
    welcome: 'Bonus di benvenuto', jackpot: 'Settimana del jackpot', tournament: 'Torneo del weekend', gems: 'Settimana Fortune Gems',
  },
  nl: {
    festival: 'Festival', springCup: 'Lentecup', grandOpening: 'Grote opening', newGames: 'Nieuwe spellen',
    running: 'Speel nu en win elke dag prijzen tot het evenement afloopt.',
    concluded: 'Deze promotie is afgelopen. Bedankt voor het spelen!',
    comingSoon: 'Binnenkort: maak je klaar voor nieuwe prijzen.',
    content: ['Elke inzet telt mee voor je ranking. De beste spelers delen de prijzenpot.', 'Prijzen worden binnen 24 uur na afloop van het evenement bijgeschreven. De voorwaarden van de aanbieder zijn van toepassing.'],
    welcome: 'Welkomstbonus', jackpot: 'Jackpotweek', tournament: 'Weekendtoernooi', gems: 'Fortune Gems-week',
  },
  ro: {
    festival: 'Festival', springCup: 'Cupa de primăvară', grandOpening: 'Marea deschidere', newGames: 'Jocuri noi',
    running: 'Joacă acum și câștigă premii în fiecare zi până la finalul evenimentului.',
    concluded: 'Această promoție s-a încheiat. Mulțumim că ai jucat!',
    comingSoon: 'În curând: pregătește-te pentru premii noi.',
    content: ['Fiecare pariu contează pentru clasamentul tău. Cei mai buni jucători împart fondul de premii.', 'Premiile se acordă în 24 de ore de la încheierea evenimentului. Se aplică termenii operatorului.'],
    welcome: 'Bonus de bun venit', jackpot: 'Săptămâna jackpot', tournament: 'Turneu de weekend', gems: 'Săptămâna Fortune Gems',
  },
  da: {
    festival: 'Festival', springCup: 'Forårscup', grandOpening: 'Stor åbning', newGames: 'Nye spil',
    running: 'Spil nu og vind præmier hver dag, indtil begivenheden slutter.',
    concluded: 'Denne kampagne er slut. Tak fordi du spillede!',
    comingSoon: 'Starter snart: gør dig klar til nye præmier.',
    content: ['Hver indsats tæller med i din placering. De bedste spillere deler præmiepuljen.', 'Præmier krediteres inden for 24 timer efter begivenhedens afslutning. Operatørens vilkår gælder.'],
    welcome: 'Velkomstbonus', jackpot: 'Jackpotuge', tournament: 'Weekendturnering', gems: 'Fortune Gems-uge',
  },
};
