import type { Concept } from "./concepts.js";
import { pairedConcepts } from "./concepts.js";

/**
 * Everyday things a manual, a policy, a medical report or a contract names, which the two languages write differently,
 * often in several words ("máquina de lavar", "washing machine"; "trabalhar a partir de casa", "work remotely"). A term
 * of several words is written with hyphens: a text saying its words one after another holds it, and a question saying
 * them so is about it (see `phraseRelatedWords`). Each family has its general word, which includes its kinds.
 */
export const documentTerms: ReadonlyArray<Concept> = [
  // A home's appliances.
  { name: "washing machine", words: "washing-machine washing-machines washer máquina-de-lavar máquina-de-lavar-roupa máquinas-de-lavar lava-roupa lavadora lavadoras" },
  { name: "dishwasher", words: "dishwasher dishwashers máquina-de-lavar-loiça máquina-de-lavar-louça lava-loiça lava-louça lava-loiças lava-louças" },
  { name: "dryer", words: "dryer dryers tumble-dryer tumble-dryers máquina-de-secar máquina-de-secar-roupa secadora secadoras" },
  { name: "fridge", words: "fridge fridges refrigerator refrigerators freezer freezers frigorífico frigorifico frigoríficos frigorificos geladeira geladeiras congelador congeladores" },
  { name: "oven", words: "oven ovens stove stoves cooker cookers hob forno fornos fogão fogao fogões fogoes" },
  { name: "microwave", words: "microwave microwaves micro-ondas microondas" },
  { name: "boiler", words: "boiler boilers water-heater water-heaters caldeira caldeiras esquentador esquentadores termoacumulador aquecedor-de-água" },
  { name: "air conditioning", words: "air-conditioning air-conditioner air-conditioners aircon ar-condicionado climatização climatizacao" },
  { name: "tap", words: "tap taps faucet faucets torneira torneiras" },
  { name: "laptop", words: "laptop laptops portátil portatil portáteis portateis computador-portátil computadores-portáteis" },
  {
    name: "appliance",
    words: "appliance appliances eletrodoméstico eletrodomestico eletrodomésticos eletrodomesticos electrodoméstico electrodomésticos",
    includes: ["washing machine", "dishwasher", "dryer", "fridge", "oven", "microwave", "boiler", "air conditioning"],
  },
  // A flat of a building, as its rules call it ("cada fração", "nas frações"): "can I have a cat in my flat?" finds them.
  { name: "dwelling", words: "flat flats apartment apartments apartamento apartamentos fração frações fracção fracções fração-autónoma frações-autónomas" },
  // Medical tests and the images they take.
  { name: "x-ray", words: "x-ray x-rays xray xrays radiograph radiographs radiography radiografia radiografias raio-x raios-x" },
  { name: "ct scan", words: "ct-scan ct-scans cat-scan tomography tomografia tomografias tac" },
  { name: "mri", words: "mri mris magnetic-resonance ressonância ressonancia ressonâncias ressonância-magnética" },
  { name: "ultrasound", words: "ultrasound ultrasounds sonogram sonography ecografia ecografias ultrassom ultrassonografia" },
  { name: "mammogram", words: "mammogram mammograms mammography mamografia mamografias" },
  { name: "ecg", words: "ecg ecgs ekg electrocardiogram electrocardiograms eletrocardiograma electrocardiograma eletrocardiogramas" },
  { name: "blood test", words: "blood-test blood-tests bloodwork análises-ao-sangue análises-de-sangue exame-de-sangue exames-de-sangue hemograma hemogramas" },
  // "Blood" and "sangue" by themselves: a Portuguese word must find its own topic before any English one it shares a stem with ("sangue" and "sang").
  { name: "blood", words: "blood sangue", includes: ["blood test"] },
  // A result above or below its range, as a report says it and as a question asks it ("o meu colesterol está alto?").
  { name: "high", words: "high higher elevated alto alta altos altas elevado elevada elevados elevadas" },
  { name: "low", words: "low lower baixo baixos reduced reduzido reduzida" },
  { name: "imaging", words: "imaging scan scans imagiologia exame-de-imagem", includes: ["x-ray", "ct scan", "mri", "ultrasound", "mammogram"] },
  // A vaccination record: the vaccine, its shots and boosters, and the diseases it is against, written differently in each language.
  { name: "tetanus", words: "tetanus tétano tetano antitetânica antitetanica" },
  { name: "diphtheria", words: "diphtheria difteria" },
  { name: "measles", words: "measles sarampo mmr vaspr" },
  { name: "hepatitis", words: "hepatitis hepatite" },
  { name: "vaccine", words: "vaccine vaccines vaccinated vaccination vaccinations shot shots jab jabs booster boosters inoculation vacina vacinas vacinado vacinada vacinação vacinacao vacinações reforço reforco reforços boletim-de-vacinas", includes: ["tetanus", "diphtheria", "measles", "hepatitis"] },
  // How and when one works, as a contract says it.
  {
    name: "remote work",
    words: "remote remotely telework teleworking teletrabalho wfh work-from-home working-from-home home-office homeworking trabalho-remoto remoto remotamente trabalhar-a-partir-de-casa trabalhar-de-casa trabalhar-em-casa",
  },
  { name: "overtime", words: "overtime extra-hours horas-extra horas-extras horas-extraordinárias trabalho-suplementar" },
  { name: "part-time", words: "part-time tempo-parcial meio-período meio-periodo" },
  { name: "full-time", words: "full-time tempo-inteiro tempo-integral" },
  { name: "meal allowance", words: "meal-allowance meal-vouchers subsídio-de-refeição subsidio-de-refeicao subsídio-de-alimentação subsidio-de-alimentacao vale-refeição vale-refeicao vale-alimentação vale-alimentacao" },
  { name: "job title", words: "job-title job-titles cargo categoria-profissional função funcao" },
  // What goes wrong in a home, as a policy covers it.
  { name: "leak", words: "leak leaks leaking leaked leakage infiltração infiltracao infiltrações infiltracoes vazamento vazamentos rotura" },
  { name: "damage", words: "damage damages damaged dano danos danificado danificada estragos" },
  // A car and its insurance, as a policy says them.
  { name: "license plate", words: "plate plates license-plate licence-plate number-plate matrícula matricula matrículas placa-do-carro" },
  { name: "roadside assistance", words: "assistance assistência assistencia roadside-assistance assistência-em-viagem towing reboque" },
  // A rented car's (or a parcel's) handing over and handing back, as a rental agreement says them ("Pick-up", "Levantamento",
  // "Drop-off", "Devolução", "Entrega da viatura").
  { name: "pick-up", words: "pick-up pick-ups pickup pickups collection levantamento levantamentos recolha" },
  { name: "drop-off", words: "drop-off drop-offs dropoff return devolução devolucao devoluções devolucoes devolver devolvo devolve devolva devolvemos entrega" },
  // A home policy's perils, as either language names them ("Fire, smoke…", "Incêndio, fumo…").
  { name: "fire", words: "fire fires incêndio incendio incêndios incendios" },
  { name: "flood", words: "flood floods flooding inundação inundacao inundações inundacoes cheia cheias" },
  { name: "storm", words: "storm storms tempestade tempestades temporal temporais" },
  // Making a claim on a policy, as either language says it ("acionar o seguro", "participar um sinistro").
  { name: "insurance claim", words: "claim claims claiming make-a-claim acionar acionamento participar-um-sinistro participação-de-sinistro participacao-de-sinistro abrir-um-sinistro" },
  { name: "accident report", words: "participar participação participacao participei report reporting reported comunicar declaração-amigável" },
  { name: "phone number", words: "phone-number phone-numbers telephone-number número-de-telefone numero-de-telefone números-de-telefone contact-number hotline", includes: ["call"] },
  // A trip's booking, a purchase's warranty and invoice, a payment and a follow-up visit, as either language writes them.
  ...pairedConcepts(
    "travel and purchase term",
    `booking bookings reservation reservations reserva reservas reservado reservada |
    luggage baggage suitcase suitcases bagagem bagagens mala malas |
    seat seats assento assentos poltrona poltronas |
    return returning returned regresso regressar regressei voltar voltei |
    outbound ida |
    paid pay paying payment payments pagar paguei pago paga pagou pagamos pagámos pagamento pagamentos |
    extended extension estendida estendido prolongada prolongado extensão extensao |
    follow-up follow-up-appointment consulta-de-controlo consulta-de-controle consulta-de-seguimento consulta-de-revisão |
    serial-number número-de-série numero-de-serie |
    invoice invoices receipt receipts fatura faturas factura facturas recibo recibos`,
  ),
];
